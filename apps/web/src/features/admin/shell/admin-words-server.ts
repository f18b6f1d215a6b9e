// The admin frame's and the admin kit's words (admin-words.tsx) from the `admin` catalogue, on the server: the admin
// layout provides them once per page, so no catalogue reaches the browser. Messages whose values only the browser
// knows keep their `{placeholders}` (filled in by `fill`).
import type { Locale } from '@reef/i18n';
import { getT, translatorOf, type Translate } from '@/i18n/translate';
import type { AdminKitWords, AdminWords } from './admin-words';

function sidebarWords(t: Translate): AdminWords['sidebar'] {
  const groups: Record<string, string> = {
    Tutorials: t('sidebar.groups.tutorials'),
    Tags: t('sidebar.groups.tags'),
    Reports: t('sidebar.groups.reports'),
    Tools: t('sidebar.groups.tools'),
    Users: t('sidebar.groups.users'),
    Content: t('sidebar.groups.content'),
    Admin: t('sidebar.groups.admin'),
  };
  const entries: Record<string, string> = {
    '/community/tutorials/new': t('sidebar.entries.new_tutorial'),
    '/community/admin/tutorials': t('sidebar.entries.tutorials'),
    '/community/tutorial-series': t('sidebar.entries.tutorial_series'),
    '/community/admin/distributions': t('sidebar.entries.distributions'),
    '/community/admin/versioned_tutorial_groups': t('sidebar.entries.versioned_tutorial_groups'),
    '/community/admin/tutorial_collections': t('sidebar.entries.tutorial_collections'),
    '/community/admin/translations': t('sidebar.entries.translations'),
    '/community/admin/tags/new': t('sidebar.entries.new_tag'),
    '/community/admin/tags': t('sidebar.entries.tags'),
    '/community/admin/flagged': t('sidebar.entries.flagged'),
    '/community/admin/tools': t('sidebar.entries.tools'),
    '/community/admin/users': t('sidebar.entries.users'),
    '/community/admin/user_groups/new': t('sidebar.entries.new_user_group'),
    '/community/admin/user_groups': t('sidebar.entries.user_groups'),
    '/community/admin/partners': t('sidebar.entries.partners'),
    '/community/admin/static_pages': t('sidebar.entries.static_pages'),
    '/community/admin/posts': t('sidebar.entries.posts'),
    '/community/admin/regeneration': t('sidebar.entries.regeneration'),
    '/community/admin/marketing_forms': t('sidebar.entries.marketing_forms'),
    '/community/admin/spam': t('sidebar.entries.spam'),
    '/community/admin/custom_tokens': t('sidebar.entries.custom_tokens'),
    '/community/admin/global_contents': t('sidebar.entries.global_content'),
    '/community/admin/feature_flags': t('sidebar.entries.feature_flags'),
    '/community/admin/analytics': t('sidebar.entries.analytics'),
    '/community/admin/audit_log': t('sidebar.entries.audit_log'),
    '/community/admin/outbox': t('sidebar.entries.mail_outbox'),
    '/community/admin/webhooks': t('sidebar.entries.webhooks'),
  };
  return { groups, entries };
}

/** The kit's words in `t`'s language. */
export function kitWordsOf(t: Translate): AdminKitWords {
  return {
    working: t('kit.working'),
    cancel: t('kit.cancel'),
    tryAgain: t('kit.try_again'),
    loadFailed: t('kit.load_failed', { what: '{what}' }),
    yes: t('kit.yes'),
    no: t('kit.no'),
    bulkActions: t('kit.bulk_actions'),
    clearSelection: t('kit.clear_selection'),
    selectAll: t('kit.select_all'),
    selectRow: t('kit.select_row', { row: '{row}' }),
    nothing: t('kit.nothing'),
    filterLabel: t('kit.filter_label'),
    search: t('kit.search'),
    any: t('kit.any'),
    apply: t('kit.apply'),
    applyDates: t('kit.apply_dates'),
    clearFilters: t('kit.clear_filters'),
    fieldsNeedAttention: t('kit.fields_need_attention'),
    unsaved: t('kit.unsaved'),
    perPage: t('kit.per_page'),
    field: t('kit.field'),
    emptyFilteredHint: t('kit.empty_filtered_hint'),
    pagination: t('kit.pagination'),
    previous: t('kit.previous'),
    next: t('kit.next'),
    page: t('kit.page', { page: '{page}' }),
  };
}

/** The admin frame's words in `t`'s language. */
export function adminWordsOf(t: Translate): AdminWords {
  return {
    admin: t('frame.admin'),
    community: t('frame.community'),
    administration: t('frame.administration'),
    gate: {
      checking: t('gate.checking'),
      logInTitle: t('gate.log_in_title'),
      takingYou: t('gate.taking_you', { link: '{link}' }),
      logIn: t('gate.log_in'),
    },
    denied: {
      title: t('denied.title'),
      code: t('denied.code'),
      needsOne: t('denied.needs_one', { flags: '{flags}', admin: '{admin}' }),
      needsMany: t('denied.needs_many', { flags: '{flags}', admin: '{admin}' }),
      onlyAdmins: t('denied.only_admins', { admin: '{admin}' }),
      signedInAs: t('denied.signed_in_as', { slug: '{slug}' }),
      listOr: t('denied.list_or'),
      listComma: t('denied.list_comma'),
      yourSections: t('denied.your_sections'),
      back: t('denied.back'),
    },
    sidebar: sidebarWords(t),
    kit: kitWordsOf(t),
  };
}

/** The admin frame's words in the page's language (or `locale`). */
export async function adminWords(locale?: Locale): Promise<AdminWords> {
  const t = await getT('admin', locale);
  return adminWordsOf(t);
}

/** The admin frame's words in `locale`, outside a page render (tests). */
export function adminWordsIn(locale: Locale): AdminWords {
  return adminWordsOf(translatorOf('admin', locale));
}
