// The webhooks list's words (and the parts it shares with an endpoint's page) from the `admin` catalogue, on the
// server. Values only the browser knows stay `{placeholders}`.
import { WEBHOOK_EVENT_DESCRIPTIONS } from '@reef/core';
import { getT, translatorOf, type Translate } from '@/i18n/translate';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** Each event's meaning: `webhooks.events.<event>` (`question.asked` → `question_asked`), keys derived from
 * @reef/core's event types, so an event added there without its words fails webhooks-words.test.ts. */
export function webhookEventWordsOf(t: Translate): Record<keyof typeof WEBHOOK_EVENT_DESCRIPTIONS, string> {
  const events = Object.keys(WEBHOOK_EVENT_DESCRIPTIONS) as (keyof typeof WEBHOOK_EVENT_DESCRIPTIONS)[];
  return Object.fromEntries(
    events.map((event) => [event, t(`webhooks.events.${event.replace(/\./g, '_')}`)]),
  ) as Record<keyof typeof WEBHOOK_EVENT_DESCRIPTIONS, string>;
}

/** The words of the shared parts (the form's fields, the events, the state, the secret box). */
export function webhookPartsWordsOf(t: Translate) {
  return {
    events: webhookEventWordsOf(t),
    fieldUrl: t('webhooks.field_url'),
    fieldEvents: t('webhooks.col_events'),
    fieldDescription: t('webhooks.field_description'),
    urlHelp: t('webhooks.url_help'),
    descriptionHelp: t('webhooks.description_help'),
    required: t('webhooks.required'),
    active: t('webhooks.active'),
    paused: t('webhooks.paused'),
    pausedReason: t('webhooks.paused_reason', keep('reason')),
    secretTitle: t('webhooks.secret_title'),
    secretTitleNew: t('webhooks.secret_title_new'),
    secretText: t('webhooks.secret_text', keep('url', 'header')),
    secretOnce: t('webhooks.secret_once'),
    secretRest: t('webhooks.secret_rest'),
    secretRotated: t('webhooks.secret_rotated'),
    secretLabel: t('webhooks.secret_label'),
    copied: t('webhooks.copied'),
  };
}

export type WebhookPartsWords = ReturnType<typeof webhookPartsWordsOf>;

/** The webhooks list's words. */
export function webhooksWordsOf(t: Translate) {
  return {
    ...webhookPartsWordsOf(t),
    title: t('sidebar.entries.webhooks'),
    noneYet: t('webhooks.none_yet'),
    added: t('webhooks.added', keep('url')),
    notAdded: t('webhooks.not_added'),
    pingSent: t('webhooks.ping_sent', keep('url')),
    pausedDone: t('webhooks.paused_done', keep('url')),
    resumedDone: t('webhooks.resumed_done', keep('url')),
    pingFailed: t('webhooks.ping_failed'),
    pauseFailed: t('webhooks.pause_failed'),
    resumeFailed: t('webhooks.resume_failed'),
    colUrl: t('webhooks.col_url'),
    colState: t('webhooks.col_state'),
    colFailures: t('webhooks.col_failures'),
    colLast: t('webhooks.col_last'),
    colActions: t('webhooks.col_actions'),
    actionsOn: t('webhooks.actions_on', keep('url')),
    pause: t('webhooks.pause'),
    resume: t('webhooks.resume'),
    sendTest: t('webhooks.send_test'),
    toUrl: t('webhooks.to_url', keep('url')),
    delete: t('webhooks.delete'),
    lede: t('webhooks.lede'),
    endpoints: t('webhooks.endpoints'),
    theEndpoints: t('webhooks.the_endpoints'),
    caption: t('webhooks.caption'),
    empty: { none: t('webhooks.empty'), noMatch: t('webhooks.empty_no_match') },
    loading: t('webhooks.loading'),
    count: {
      none: t('webhooks.count_none'),
      one: t('webhooks.count_one', keep('total')),
      many: t('webhooks.count_many', keep('total')),
      range: t('webhooks.count_range', keep('first', 'last', 'total')),
      pages: t('webhooks.count_pages'),
    },
    addTitle: t('webhooks.add_title'),
    adding: t('webhooks.adding'),
    add: t('webhooks.add'),
    deleteTitle: t('webhooks.delete_title', keep('url')),
    deleteText: t('webhooks.delete_text', keep('url')),
    deleteConfirm: t('webhooks.delete_confirm'),
    deleted: t('webhooks.deleted', keep('url')),
    notDeleted: t('webhooks.not_deleted', keep('url')),
  };
}

export type WebhooksWords = ReturnType<typeof webhooksWordsOf>;

/** An endpoint's page's words. */
export function webhookDetailWordsOf(t: Translate) {
  return {
    ...webhooksWordsOf(t),
    statuses: {
      pending: t('webhooks.detail.status_pending'),
      sending: t('webhooks.detail.status_sending'),
      delivered: t('webhooks.detail.status_delivered'),
      failed: t('webhooks.detail.status_failed'),
    } as Record<string, string>,
    notFound: t('webhooks.detail.not_found'),
    detailTitle: t('webhooks.detail.title'),
    missingWord: t('webhooks.detail.missing_word', keep('id')),
    missingNumber: t('webhooks.detail.missing_number', keep('id')),
    back: t('webhooks.detail.back'),
    theEndpoint: t('webhooks.detail.the_endpoint'),
    loadingEndpoint: t('webhooks.detail.loading'),
    unchanged: t('webhooks.detail.unchanged'),
    saved: t('webhooks.detail.saved'),
    notSaved: t('webhooks.detail.not_saved'),
    pingSentLog: t('webhooks.detail.ping_sent'),
    endpointPaused: t('webhooks.detail.paused_done'),
    endpointResumed: t('webhooks.detail.resumed_done'),
    state: t('webhooks.detail.state'),
    pausedSince: t('webhooks.detail.paused_since'),
    failures: t('webhooks.detail.failures'),
    created: t('webhooks.detail.created'),
    by: t('webhooks.detail.by', keep('name')),
    rotate: t('webhooks.detail.rotate'),
    settings: t('webhooks.detail.settings'),
    saving: t('webhooks.detail.saving'),
    save: t('webhooks.detail.save'),
    rotateTitle: t('webhooks.detail.rotate_title'),
    rotateText: t('webhooks.detail.rotate_text', keep('url')),
    rotated: t('webhooks.detail.rotated'),
    notRotated: t('webhooks.detail.not_rotated'),
    notDeletedPlain: t('webhooks.detail.not_deleted'),
    redelivered: t('webhooks.detail.redelivered', keep('id', 'event', 'fresh')),
    notRedelivered: t('webhooks.detail.not_redelivered', keep('id')),
    colEvent: t('webhooks.detail.col_event'),
    deliveryHidden: t('webhooks.detail.delivery_hidden', keep('id')),
    colStatus: t('webhooks.detail.col_status'),
    sendsAgain: t('webhooks.detail.sends_again', keep('id')),
    colAttempts: t('webhooks.detail.col_attempts'),
    colLastAnswer: t('webhooks.detail.col_last'),
    colTime: t('webhooks.detail.col_time'),
    nextTry: t('webhooks.detail.next_try', keep('when')),
    colDeliveryActions: t('webhooks.detail.col_actions'),
    redeliver: t('webhooks.detail.redeliver'),
    redeliverHidden: t('webhooks.detail.redeliver_hidden', keep('id')),
    log: t('webhooks.detail.log'),
    anyStatus: t('webhooks.detail.any_status'),
    theLog: t('webhooks.detail.the_log'),
    logCaption: t('webhooks.detail.caption'),
    logEmpty: { none: t('webhooks.detail.empty'), noMatch: t('webhooks.detail.empty_no_match') },
    loadingLog: t('webhooks.detail.loading_log'),
    logCount: {
      none: t('webhooks.detail.count_none'),
      one: t('webhooks.detail.count_one', keep('total')),
      many: t('webhooks.detail.count_many', keep('total')),
      range: t('webhooks.detail.count_range', keep('first', 'last', 'total')),
      pages: t('webhooks.detail.count_pages'),
    },
  };
}

export type WebhookDetailWords = ReturnType<typeof webhookDetailWordsOf>;

/** An endpoint's page's words in the page's language. */
export async function webhookDetailWords(): Promise<WebhookDetailWords> {
  const t = await getT('admin');
  return webhookDetailWordsOf(t);
}

/** The list's words in the page's language. */
export async function webhooksWords(): Promise<WebhooksWords> {
  const t = await getT('admin');
  return webhooksWordsOf(t);
}

/** The list's words in `locale` (tests). */
export function webhooksWordsIn(locale: 'en' | 'de' | 'ja'): WebhooksWords {
  return webhooksWordsOf(translatorOf('admin', locale));
}

/** An endpoint's page's words in `locale` (tests). */
export function webhookDetailWordsIn(locale: 'en' | 'de' | 'ja'): WebhookDetailWords {
  return webhookDetailWordsOf(translatorOf('admin', locale));
}
