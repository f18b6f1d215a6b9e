// The audit log's and an object's history's words from the `admin` catalogue, on the server: a page that embeds
// <AuditTrail> passes `auditWords()` to it (English when it does not), and the audit log page passes them to its
// screen. Values only the browser knows stay `{placeholders}`.
import { getT, translatorOf, type Translate } from '@/i18n/translate';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** The words of entries (columns, verbs, changes) and of an object's trail. */
export function auditWordsOf(t: Translate) {
  return {
    verbs: {
      create: t('audit.verbs.create'),
      update: t('audit.verbs.update'),
      delete: t('audit.verbs.delete'),
      moderate: t('audit.verbs.moderate'),
      disable: t('audit.verbs.disable'),
      enable: t('audit.verbs.enable'),
      archive: t('audit.verbs.archive'),
      unarchive: t('audit.verbs.unarchive'),
      spam_all: t('audit.verbs.spam_all'),
      revoke: t('audit.verbs.revoke'),
      reorder: t('audit.verbs.reorder'),
      avatar_update: t('audit.verbs.avatar_update'),
      avatar_delete: t('audit.verbs.avatar_delete'),
      email_change: t('audit.verbs.email_change'),
      password_change: t('audit.verbs.password_change'),
      sign_out_everywhere: t('audit.verbs.sign_out_everywhere'),
      complete: t('audit.verbs.complete'),
      uncomplete: t('audit.verbs.uncomplete'),
      run: t('audit.verbs.run'),
      retry: t('audit.verbs.retry'),
    } as Record<string, string>,
    action: t('audit.action', keep('verb', 'subject')),
    colWhen: t('audit.col_when'),
    colWho: t('audit.col_who'),
    colWhat: t('audit.col_what'),
    colObject: t('audit.col_object'),
    colChanges: t('audit.col_changes'),
    system: t('audit.system'),
    history: t('audit.history'),
    readFailed: t('audit.read_failed'),
    openLog: t('audit.open_log'),
    trailCaption: t('audit.trail_caption', keep('title', 'subject')),
    reading: t('audit.reading'),
    nothing: t('audit.nothing'),
    total: t('audit.total', keep('total')),
    newest: t('audit.newest', keep('shown', 'total')),
    showOlder: t('audit.show_older'),
    noChanges: t('audit.no_changes'),
    oneField: t('audit.one_field', keep('field')),
    fields: t('audit.fields', keep('count')),
    diffCaption: t('audit.diff_caption', keep('id')),
    before: t('audit.before'),
    after: t('audit.after'),
  };
}

export type AuditWords = ReturnType<typeof auditWordsOf>;

/** The audit log screen's own words, with the entries'. */
export function auditLogWordsOf(t: Translate) {
  return {
    ...auditWordsOf(t),
    title: t('audit.log.title'),
    lede: t('audit.log.lede'),
    actor: t('audit.log.actor'),
    objectId: t('audit.log.object_id'),
    objectType: t('audit.log.object_type'),
    anyObject: t('audit.log.any_object'),
    actionLabel: t('audit.log.action'),
    anyAction: t('audit.log.any_action'),
    from: t('audit.log.from'),
    to: t('audit.log.to'),
    failed: t('audit.log.failed'),
    caption: t('audit.log.caption'),
    loading: t('audit.log.loading'),
    empty: { none: t('audit.log.empty_none'), noMatch: t('audit.log.empty_no_match') },
    count: {
      none: t('audit.log.count_none'),
      one: t('audit.log.count_one', keep('total')),
      many: t('audit.log.count_many', keep('total')),
      range: t('audit.log.count_range', keep('first', 'last', 'total')),
      pages: t('audit.log.count_pages'),
    },
  };
}

export type AuditLogWords = ReturnType<typeof auditLogWordsOf>;

/** An object's history's words in the page's language. */
export async function auditWords(): Promise<AuditWords> {
  const t = await getT('admin');
  return auditWordsOf(t);
}

/** The audit log's words in the page's language. */
export async function auditLogWords(): Promise<AuditLogWords> {
  const t = await getT('admin');
  return auditLogWordsOf(t);
}

/** The audit log's words in `locale` (tests). */
export function auditLogWordsIn(locale: 'en' | 'de' | 'ja'): AuditLogWords {
  return auditLogWordsOf(translatorOf('admin', locale));
}
