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

/** The test box's words. */
export function spamTestWordsOf(t: Translate) {
  return {
    heading: t('spam.test.heading'),
    lede: t('spam.test.lede'),
    labels: { text: t('spam.test.text'), ip: t('spam.test.ip'), new_member: t('spam.test.new_member') },
    newMemberLabel: t('spam.test.new_member_label'),
    textHelp: t('spam.test.text_help'),
    ipHelp: t('spam.test.ip_help'),
    testing: t('spam.test.testing'),
    test: t('spam.test.test'),
    verdictSpam: t('spam.test.verdict_spam'),
    verdictReview: t('spam.test.verdict_review'),
    verdictPublished: t('spam.test.verdict_published'),
    rulePhrase: t('spam.test.rule_phrase', keep('value')),
    findPhrase: t('spam.test.find_phrase'),
    ruleIpRange: t('spam.test.rule_ip', { kind: 'range', value: '{value}' }),
    ruleIpAddress: t('spam.test.rule_ip', { kind: 'address', value: '{value}' }),
    findIp: t('spam.test.find_ip'),
    ruleDomains: t('spam.test.rule_domains', keep('hosts')),
    linkedHosts: t('spam.test.linked_hosts', keep('hosts')),
    ruleOff: t('spam.test.rule_off'),
  };
}

export type SpamTestWords = ReturnType<typeof spamTestWordsOf>;

/** One list's words (phrases, IPs or permitted domains), with the test box's. */
export function spamListWordsOf(t: Translate, kind: 'phrases' | 'ips' | 'domains') {
  const own =
    kind === 'phrases'
      ? {
          lede: t('spam.list.phrases.lede'),
          help: t('spam.list.phrases.help'),
          added: t('spam.list.phrases.added', keep('value')),
          removal: t('spam.list.phrases.removal', keep('value')),
          addLabel: t('spam.list.phrases.add_label'),
          search: t('spam.list.phrases.search'),
          empty: { none: t('spam.list.phrases.empty_none'), noMatch: t('spam.list.phrases.empty_no_match') },
          removed: t('spam.list.phrases.removed', keep('value')),
          addButton: t('spam.list.phrases.add_button'),
          removeConfirm: t('spam.list.phrases.remove_confirm'),
        }
      : kind === 'ips'
        ? {
            lede: t('spam.list.ips.lede'),
            help: t('spam.list.ips.help'),
            added: t('spam.list.ips.added', keep('value')),
            removal: t('spam.list.ips.removal', keep('value')),
            addLabel: t('spam.list.ips.add_label'),
            search: t('spam.list.ips.search'),
            empty: { none: t('spam.list.ips.empty_none'), noMatch: t('spam.list.ips.empty_no_match') },
            removed: t('spam.list.ips.removed', keep('value')),
            addButton: t('spam.list.ips.add_button'),
            removeConfirm: t('spam.list.ips.remove_confirm'),
          }
        : {
            lede: t('spam.list.domains.lede'),
            help: t('spam.list.domains.help'),
            added: t('spam.list.domains.added', keep('value')),
            removal: t('spam.list.domains.removal', keep('value')),
            addLabel: t('spam.list.domains.add_label'),
            search: t('spam.list.domains.search'),
            empty: {
              none: t('spam.list.domains.empty_none'),
              noMatch: t('spam.list.domains.empty_no_match'),
            },
            removed: t('spam.list.domains.removed', keep('value')),
            addButton: t('spam.list.domains.add_button'),
            removeConfirm: t('spam.list.domains.remove_confirm'),
          };
  return {
    ...own,
    notRemoved: t('spam.list.not_removed', keep('value')),
    colAdded: t('spam.list.col_added'),
    remove: t('spam.list.remove'),
    adding: t('spam.list.adding'),
    theList: t('spam.list.the_list'),
    removeTitle: t('spam.list.remove_title', keep('value')),
    count: {
      none: t('audit.log.count_none'),
      one: t('audit.log.count_one', keep('total')),
      many: t('audit.log.count_many', keep('total')),
      range: t('audit.log.count_range', keep('first', 'last', 'total')),
      pages: t('audit.log.count_pages'),
    },
    test: spamTestWordsOf(t),
  };
}

export type SpamListWords = ReturnType<typeof spamListWordsOf>;

/** The section's words in the page's language. */
export async function spamWords() {
  const t = await getT('admin');
  return { nav: spamNavWordsOf(t), held: heldWordsOf(t, await pageLocale()) };
}

/** The section's words in `locale` (tests). */
export function spamWordsIn(locale: 'en' | 'de' | 'ja') {
  const t = translatorOf('admin', locale);
  return {
    nav: spamNavWordsOf(t),
    held: heldWordsOf(t, locale),
    phrases: spamListWordsOf(t, 'phrases'),
    ips: spamListWordsOf(t, 'ips'),
    domains: spamListWordsOf(t, 'domains'),
  };
}
