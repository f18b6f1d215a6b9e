// The Spam section's words (its page links, the held posts) from the `admin` catalogue, on the server.
import { getT, translatorOf, type Translate } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import { pluralForms } from '../kit/plural-words';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
const TYPES = ['question', 'comment'] as const;

/** The section's page links and its name. */
export function spamNavWordsOf(t: Translate) {
  return {
    label: t('spam.nav.label'),
    pages: {
      '/community/admin/spam': t('spam.nav.held'),
      '/community/admin/spam/phrases': t('spam.nav.phrases'),
      '/community/admin/spam/ips': t('spam.nav.ips'),
      '/community/admin/spam/domains': t('spam.nav.domains'),
    } as Record<string, string>,
  };
}

export type SpamNavWords = ReturnType<typeof spamNavWordsOf>;

/** The held posts' words. */
export function heldWordsOf(t: Translate, locale: string) {
  const byType = (make: (type: (typeof TYPES)[number]) => string) =>
    Object.fromEntries(TYPES.map((type) => [type, make(type)])) as Record<(typeof TYPES)[number], string>;
  return {
    states: { under_review: t('spam.held.state_under_review'), spam: t('spam.held.state_spam') } as Record<
      string,
      string
    >,
    decisions: {
      approve: {
        label: t('spam.held.approve'),
        bulk: t('spam.held.bulk_approve'),
        failed: t('spam.held.failed_approve'),
        one: byType((type) => t('spam.held.done_one_approve', { type, title: '{title}' })),
        many: t('spam.held.done_many_approve', keep('posts')),
      },
      trash: {
        label: t('spam.held.reject'),
        bulk: t('spam.held.bulk_reject'),
        failed: t('spam.held.failed_reject'),
        one: byType((type) => t('spam.held.done_one_trash', { type, title: '{title}' })),
        many: t('spam.held.done_many_trash', keep('posts')),
      },
      spam: {
        label: t('spam.held.spam'),
        bulk: t('spam.held.bulk_spam'),
        failed: t('spam.held.failed_spam'),
        one: byType((type) => t('spam.held.done_one_spam', { type, title: '{title}' })),
        many: t('spam.held.done_many_spam', keep('posts')),
      },
    },
    posts: pluralForms(t, locale, 'spam.held.posts'),
    colPost: t('spam.held.col_post'),
    colText: t('spam.held.col_text'),
    colAuthor: t('spam.held.col_author'),
    colState: t('spam.held.col_state'),
    colPosted: t('spam.held.col_posted'),
    colDecision: t('spam.held.col_decision'),
    kind: byType((type) => t('spam.held.kind', { type })),
    deletedMember: t('spam.held.deleted_member'),
    ip: t('spam.held.ip', keep('ip')),
    rowName: byType((type) => t('spam.held.row_name', { type, id: '{id}', title: '{title}' })),
    lede: t('spam.held.lede'),
    only: byType((type) => t('spam.held.only', { type })),
    filterType: t('spam.held.filter_type'),
    typeLabels: { question: t('spam.held.type_questions'), comment: t('spam.held.type_comments') },
    anyType: t('spam.held.any_type'),
    anyState: t('spam.held.any_state'),
    order: t('spam.held.order'),
    newest: t('spam.held.newest'),
    oldest: t('spam.held.oldest'),
    theHeldPosts: t('spam.held.the_held_posts'),
    caption: t('spam.nav.held'),
    empty: { none: t('spam.held.empty_none'), noMatch: t('spam.held.empty_no_match') },
    count: {
      none: t('spam.held.count_none'),
      one: t('spam.held.count_one', keep('total')),
      many: t('spam.held.count_many', keep('total')),
      range: t('spam.held.count_range', keep('first', 'last', 'total')),
      pages: t('spam.held.count_pages'),
    },
  };
}

export type HeldWords = ReturnType<typeof heldWordsOf>;

/** The section's words in the page's language. */
export async function spamWords() {
  const t = await getT('admin');
  return { nav: spamNavWordsOf(t), held: heldWordsOf(t, await pageLocale()) };
}

/** The section's words in `locale` (tests). */
export function spamWordsIn(locale: 'en' | 'de' | 'ja') {
  const t = translatorOf('admin', locale);
  return { nav: spamNavWordsOf(t), held: heldWordsOf(t, locale) };
}
