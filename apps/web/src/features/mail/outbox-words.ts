// The outbox screen's words (outbox-screen.tsx) from the `admin` catalogue, on the server. Each delivery status is
// `outbox.statuses.<status>`, keys derived from @reef/core's MAIL_STATUSES, so a status added there without its words
// fails outbox-screen.test.tsx. Values only the browser knows stay `{placeholders}`.
import { MAIL_STATUSES, type MailStatusName } from '@reef/core';
import type { Locale } from '@reef/i18n';
import { getT, translatorOf, type Translate } from '@/i18n/translate';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** The outbox's words from a translator of the `admin` namespace. */
export function outboxWordsOf(t: Translate) {
  return {
    loading: t('outbox.loading'),
    loadFailed: t('outbox.load_failed'),
    emailLoadFailed: t('outbox.email_load_failed'),
    retryFailed: t('outbox.retry_failed'),
    signedOut: t('outbox.signed_out'),
    forbiddenTitle: t('outbox.forbidden_title'),
    forbiddenText: t('outbox.forbidden_text'),
    status: t('outbox.status'),
    all: t('outbox.all'),
    noneYet: t('outbox.none_yet'),
    noneWithStatus: t('outbox.none_with_status', keep('status')),
    caption: t('outbox.caption'),
    columns: [
      t('outbox.col_subject'),
      t('outbox.col_recipient'),
      t('outbox.col_status'),
      t('outbox.col_attempts'),
      t('outbox.col_queued'),
    ],
    pages: t('outbox.pages'),
    newer: t('outbox.newer'),
    older: t('outbox.older'),
    pageOf: t('outbox.page_of', keep('page', 'count')),
    to: t('outbox.to'),
    sentAt: t('outbox.sent_at'),
    sendAgain: t('outbox.send_again'),
    preview: t('outbox.preview', keep('subject')),
    plainText: t('outbox.plain_text'),
    statuses: Object.fromEntries(
      MAIL_STATUSES.map((status) => [status, t(`outbox.statuses.${status}`)]),
    ) as Record<MailStatusName, string>,
  };
}

/** The outbox's words. */
export type OutboxWords = ReturnType<typeof outboxWordsOf>;

/** The outbox's words in the page's language. */
export async function outboxWords(): Promise<OutboxWords> {
  const t = await getT('admin');
  return outboxWordsOf(t);
}

/** The outbox's words in `locale` (tests). */
export function outboxWordsIn(locale: Locale): OutboxWords {
  return outboxWordsOf(translatorOf('admin', locale));
}
