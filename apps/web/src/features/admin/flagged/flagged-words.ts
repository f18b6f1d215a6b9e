// The report queue's words (/community/admin/flagged) from the `admin` catalogue, on the server. Messages that name
// the reported post's type are formatted once per type (`byType`), so each language words "the comment" and "the
// question" its own way; counts only the browser knows come as plural forms (kit/plural-words.ts).
import type { ReportableType } from '@reef/core';
import { getT, translatorOf, type Translate } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import { pluralForms } from '../kit/plural-words';

const TYPES: readonly ReportableType[] = ['comment', 'question', 'tutorial', 'tool'];
const STATES = ['open', 'resolved', 'dismissed'] as const;
const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

export function flaggedWordsOf(t: Translate, locale: string) {
  const byType = (make: (type: ReportableType) => string) =>
    Object.fromEntries(TYPES.map((type) => [type, make(type)])) as Record<ReportableType, string>;
  const byState = (make: (state: (typeof STATES)[number]) => string) =>
    Object.fromEntries(STATES.map((state) => [state, make(state)])) as Record<
      (typeof STATES)[number],
      string
    >;
  return {
    lede: t('flagged.lede', keep('help', 'j', 'k', 'a', 'd', 's')),
    shortcutsButton: t('flagged.shortcuts_button'),
    filterReports: t('flagged.filter_reports'),
    filterType: t('flagged.filter_type'),
    anyType: t('flagged.any_type'),
    filterReason: t('flagged.filter_reason'),
    anyReason: t('flagged.any_reason'),
    filterOrder: t('flagged.filter_order'),
    sortNewest: t('flagged.sort_newest'),
    sortOldest: t('flagged.sort_oldest'),
    sortMost: t('flagged.sort_most'),
    reportedFrom: t('flagged.reported_from'),
    reportedUntil: t('flagged.reported_until'),
    states: byState((state) => t('flagged.state', { state })),
    typesPlural: byType((type) => t('flagged.types_plural', { type })),
    typeLabels: byType((type) => t('flagged.type_label', { type })),
    reasons: {
      spam: t('flagged.reasons.spam'),
      offensive: t('flagged.reasons.offensive'),
      'off-topic': t('flagged.reasons.off_topic'),
      other: t('flagged.reasons.other'),
    },
    statuses: {
      published: t('flagged.statuses.published'),
      under_review: t('flagged.statuses.under_review'),
      spam: t('flagged.statuses.spam'),
      trashed: t('flagged.statuses.trashed'),
      draft: t('flagged.statuses.draft'),
      unlisted: t('flagged.statuses.unlisted'),
      deprecated: t('flagged.statuses.deprecated'),
    } as Record<string, string>,
    heading: byState((state) => t('flagged.heading', { state })),
    headingCount: t('flagged.heading_count', keep('heading', 'posts')),
    posts: pluralForms(t, locale, 'flagged.posts'),
    reports: pluralForms(t, locale, 'flagged.reports'),
    theQueue: t('flagged.the_queue'),
    loading: t('flagged.loading'),
    noOpenTitle: t('flagged.no_open_title'),
    noOpenText: t('flagged.no_open_text'),
    emptyNone: byState((state) => t('flagged.empty_none', { state })),
    emptyNoMatch: byState((state) => t('flagged.empty_no_match', { state })),
    count: {
      none: t('flagged.count_none'),
      one: t('flagged.count_one', keep('total')),
      many: t('flagged.count_many', keep('total')),
      range: t('flagged.count_range', keep('first', 'last', 'total')),
      pages: t('flagged.count_pages'),
    },
    shortcutsCaption: t('flagged.shortcuts_caption'),
    key: t('flagged.key'),
    whatItDoes: t('flagged.what_it_does'),
    shortcuts: {
      j: t('flagged.shortcut.j'),
      k: t('flagged.shortcut.k'),
      a: t('flagged.shortcut.a'),
      d: t('flagged.shortcut.d'),
      s: t('flagged.shortcut.s'),
      '?': t('flagged.shortcut.help'),
    } as Record<string, string>,
    shortcutsNote: t('flagged.shortcuts_note'),
    spamAuthorTitle: t('flagged.spam_author_title'),
    spamAuthorConfirm: t('flagged.spam_author_confirm', keep('name')),
    spamAuthor1: t('flagged.spam_author_1', keep('name')),
    spamAuthor2: t('flagged.spam_author_2'),
    spamAuthorDone: byType((type) =>
      t('flagged.spam_author_done', { ...keep('name', 'questions', 'comments', 'tutorials'), type }),
    ),
    spamAuthorFailed: t('flagged.spam_author_failed', keep('name')),
    alreadyClosed: t('flagged.already_closed'),
    notClosed: t('flagged.not_closed'),
    hintEmpty: t('flagged.hint_empty'),
    hintNothing: t('flagged.hint_nothing'),
    hintChoose: t('flagged.hint_choose'),
    hintClosed: t('flagged.hint_closed'),
    hintNoSpam: byType((type) => t('flagged.hint_no_spam', { type })),
    trash: byType((type) => t('flagged.trash', { type })),
    resolveReports: t('flagged.resolve_reports'),
    markSpam: byType((type) => t('flagged.mark_spam', { type })),
    objectRef: byType((type) => t('flagged.object_ref', { type, id: '{id}' })),
    done: {
      dismiss: byType((type) => t('flagged.done.dismiss', { ...keep('reports', 'title'), type })),
      reopen: byType((type) => t('flagged.done.reopen', { ...keep('reports', 'title'), type })),
      trashed: byType((type) => t('flagged.done.trashed', { ...keep('reports', 'title'), type })),
      spam: byType((type) => t('flagged.done.spam', { ...keep('reports', 'title'), type })),
      moved: byType((type) => t('flagged.done.moved', { ...keep('reports', 'title', 'status'), type })),
      resolved: byType((type) => t('flagged.done.resolved', { ...keep('reports', 'title'), type })),
    },
    entry: {
      reporter: t('flagged.entry.reporter'),
      deletedMember: t('flagged.entry.deleted_member'),
      reason: t('flagged.entry.reason'),
      details: t('flagged.entry.details'),
      reported: t('flagged.entry.reported'),
      closedBy: t('flagged.entry.closed_by'),
      position: t('flagged.entry.position', keep('position', 'total')),
      untitled: byType((type) => t('flagged.entry.untitled', { type })),
      untitledId: byType((type) => t('flagged.entry.untitled_id', { type, id: '{id}' })),
      deleted: byType((type) => t('flagged.entry.deleted', { type, id: '{id}' })),
      by: t('flagged.entry.by', keep('author')),
      account: t('flagged.entry.account', keep('state')),
      byDeleted: t('flagged.entry.by_deleted'),
      on: t('flagged.entry.on', keep('context')),
      posted: t('flagged.entry.posted', keep('date')),
      summary: t('flagged.entry.summary', keep('count', 'reasons', 'date')),
      contentLabel: byType((type) => t('flagged.entry.content_label', { type, name: '{name}' })),
      gone: byType((type) => t('flagged.entry.gone', { type })),
      caption: byType((type) => t('flagged.entry.caption', { type, name: '{name}' })),
      newest: t('flagged.entry.newest', keep('shown', 'total')),
      decisions: byType((type) => t('flagged.entry.decisions', { type })),
      dismiss: t('flagged.entry.dismiss'),
      moveTo: t('flagged.entry.move_to'),
      chooseStatus: t('flagged.entry.choose_status'),
      moveResolve: t('flagged.entry.move_resolve'),
      spamAuthor: t('flagged.entry.spam_author'),
      reopen: t('flagged.entry.reopen'),
    },
  };
}

export type FlaggedWords = ReturnType<typeof flaggedWordsOf>;
export type ReportEntryWords = FlaggedWords['entry'] &
  Pick<FlaggedWords, 'typeLabels' | 'reasons' | 'statuses' | 'reports'>;

/** The queue's words in the page's language. */
export async function flaggedWords(): Promise<FlaggedWords> {
  const t = await getT('admin');
  return flaggedWordsOf(t, await pageLocale());
}

/** The queue's words in `locale` (tests). */
export function flaggedWordsIn(locale: 'en' | 'de' | 'ja'): FlaggedWords {
  return flaggedWordsOf(translatorOf('admin', locale), locale);
}
