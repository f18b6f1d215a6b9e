// The words of the Users screens (the list, a member's page, its content, reports and permissions) from the `admin`
// catalogue, on the server: the pages pass them to the client screens, so no catalogue reaches the browser. Values
// only the browser knows stay `{placeholders}` (filled in by `fill` of admin-words.tsx).
import { getT, translatorOf, type Translate } from '@/i18n/translate';
import type { Locale } from '@reef/i18n';
import { auditWordsOf } from '../audit/audit-words';
import { permissionsEditorWordsOf } from '../permissions/permissions-words-server';
import { stateWordsOf as coreStateWordsOf } from '../shell/state-words';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** The member states, their effects and the moderation actions, shared by the list and a member's page. */
function stateWordsOf(t: Translate) {
  return {
    states: {
      active: t('users.states.active'),
      disabled: t('users.states.disabled'),
      archived: t('users.states.archived'),
      spam: t('users.states.spam'),
    },
    effects: {
      active: t('users.effects.active'),
      disabled: t('users.effects.disabled'),
      archived: t('users.effects.archived'),
      spam: t('users.effects.spam'),
    },
    actions: {
      disable: t('users.actions.disable'),
      enable: t('users.actions.enable'),
      archive: t('users.actions.archive'),
      spam_all: t('users.actions.spam_all'),
      sign_out_everywhere: t('users.actions.sign_out_everywhere'),
    },
    done: {
      disable: t('users.done.disable', keep('name')),
      enable: t('users.done.enable', keep('name')),
      archive: t('users.done.archive', keep('name')),
      spam_all: t('users.done.spam_all', keep('name')),
      sign_out_everywhere: t('users.done.sign_out_everywhere', keep('name')),
    },
    consequences: {
      disable: [t('users.consequences.disable_1', keep('name')), t('users.consequences.disable_2')],
      enable: [t('users.consequences.enable_1', keep('name')), t('users.consequences.enable_2')],
      archive: [t('users.consequences.archive_1', keep('name')), t('users.consequences.archive_2')],
      spam_all: [
        t('users.consequences.spam_1', keep('name')),
        t('users.consequences.spam_2', keep('list')),
        t('users.consequences.spam_3'),
      ],
      sign_out_everywhere: [
        t('users.consequences.sign_out_1', keep('name')),
        t('users.consequences.sign_out_2'),
      ],
      spamList: t('users.consequences.spam_list', keep('questions', 'comments', 'tutorials', 'tools')),
    },
  };
}

export type UserStateWords = ReturnType<typeof stateWordsOf>;

/** The member list's words. */
export function usersListWordsOf(t: Translate) {
  return {
    title: t('users.list.title'),
    lede: t('users.list.lede'),
    colMember: t('users.list.col_member'),
    colName: t('users.list.col_name'),
    colEmail: t('users.list.col_email'),
    colState: t('users.list.col_state'),
    colJoined: t('users.list.col_joined'),
    colLastSignIn: t('users.list.col_last_sign_in'),
    never: t('users.list.never'),
    search: t('users.list.search'),
    searchPlaceholder: t('users.list.search_placeholder'),
    anyState: t('users.list.any_state'),
    permission: t('users.list.permission'),
    anyPermission: t('users.list.any_permission'),
    anyAdminFlag: t('users.list.any_admin_flag'),
    joinedFrom: t('users.list.joined_from'),
    joinedUntil: t('users.list.joined_until'),
    loadFailed: t('users.list.load_failed'),
    rowLabel: t('users.list.row_label', keep('name')),
    empty: { none: t('users.list.empty_none'), noMatch: t('users.list.empty_filtered') },
    loading: t('users.list.loading'),
    count: {
      none: t('users.list.count_none'),
      one: t('users.list.count_one', keep('total')),
      many: t('users.list.count_many', keep('total')),
      range: t('users.list.count_range', keep('first', 'last', 'total')),
      pages: t('users.list.pages'),
    },
    states: stateWordsOf(t).states,
  };
}

export type UsersListWords = ReturnType<typeof usersListWordsOf>;

/** The words of a member's page (its content, reports and permissions panels included). */
export function userDetailWordsOf(t: Translate) {
  return {
    notFoundTitle: t('users.detail.not_found_title'),
    member: t('users.detail.member'),
    noMember: t('users.detail.no_member', keep('id')),
    loadFailed: t('users.detail.load_failed', keep('reason')),
    back: t('users.detail.back'),
    loading: t('users.detail.loading'),
    actionFailed: t('users.detail.action_failed', keep('action', 'name')),
    publicProfile: t('users.detail.public_profile'),
    stateTitle: t('users.detail.state_title'),
    accountActions: t('users.detail.account_actions'),
    ownAccount: t('users.detail.own_account'),
    adminAccount: t('users.detail.admin_account'),
    permissionsTitle: t('users.detail.permissions_title'),
    accountTitle: t('users.detail.account_title'),
    id: t('users.detail.id'),
    slug: t('users.detail.slug'),
    email: t('users.detail.email'),
    emailConfirmed: t('users.detail.email_confirmed'),
    notYet: t('users.detail.not_yet'),
    joined: t('users.detail.joined'),
    groups: t('users.detail.groups'),
    none: t('users.detail.none'),
    sessionsTitle: t('users.detail.sessions_title'),
    canSignIn: t('users.detail.can_sign_in'),
    yes: t('users.detail.yes'),
    noInactive: t('users.detail.no_inactive'),
    lastSignIn: t('users.detail.last_sign_in'),
    lastSeen: t('users.detail.last_seen'),
    signUpIp: t('users.detail.sign_up_ip'),
    activeTokens: t('users.detail.active_tokens'),
    never: t('users.detail.never'),
    sessionsNote: t('users.detail.sessions_note'),
    beyond: t('users.detail.beyond', keep('flags')),
    confirmTitle: t('users.detail.confirm_title', keep('action', 'name')),
    confirmLabel: t('users.detail.confirm_label', keep('action', 'name')),
    recorded: t('users.detail.recorded'),
    confirm: t('users.detail.confirm'),
    activity: {
      stateLabels: coreStateWordsOf(t),
      contentTitle: t('users.activity.content_title'),
      contentType: t('users.activity.content_type'),
      types: {
        tutorial: t('users.activity.types.tutorial'),
        question: t('users.activity.types.question'),
        comment: t('users.activity.types.comment'),
        tool: t('users.activity.types.tool'),
      },
      empty: {
        tutorial: t('users.activity.empty.tutorial'),
        question: t('users.activity.empty.question'),
        comment: t('users.activity.empty.comment'),
        tool: t('users.activity.empty.tool'),
      },
      pages: {
        tutorial: t('users.activity.pages.tutorial'),
        question: t('users.activity.pages.question'),
        comment: t('users.activity.pages.comment'),
        tool: t('users.activity.pages.tool'),
        reports: t('users.activity.pages.reports'),
      },
      tab: t('users.activity.tab', keep('label', 'count')),
      caption: t('users.activity.caption', keep('type', 'name')),
      contentFailed: t('users.activity.content_failed'),
      colTitle: t('users.activity.col_title'),
      noText: t('users.activity.no_text'),
      colState: t('users.activity.col_state'),
      colCreated: t('users.activity.col_created'),
      previous: t('users.activity.previous'),
      next: t('users.activity.next'),
      pageOf: t('users.activity.page_of', keep('page', 'count')),
      reportsTitle: t('users.activity.reports_title'),
      tabAbout: t('users.activity.tab_about', keep('total', 'open')),
      tabBy: t('users.activity.tab_by', keep('total')),
      reportsFailed: t('users.activity.reports_failed'),
      captionAbout: t('users.activity.caption_about'),
      captionBy: t('users.activity.caption_by'),
      colReported: t('users.activity.col_reported'),
      removed: t('users.activity.removed', keep('type', 'id')),
      colReason: t('users.activity.col_reason'),
      colBy: t('users.activity.col_by'),
      deletedMember: t('users.activity.deleted_member'),
      colType: t('users.activity.col_type'),
      colFiled: t('users.activity.col_filed'),
      noReports: t('users.activity.no_reports'),
      reviewOpen: t('users.activity.review_open'),
    },
    perms: {
      lockOwn: t('users.perms.lock_own'),
      lockAdmin: t('users.perms.lock_admin'),
      saved: t('users.perms.saved', keep('name')),
      notSaved: t('users.perms.not_saved', keep('name')),
      nothingChanged: t('users.perms.nothing_changed'),
      formLabel: t('users.perms.form_label', keep('name')),
      conflictStrong: t('users.perms.conflict_strong'),
      conflictRest: t('users.perms.conflict_rest'),
      discard: t('users.perms.discard'),
      saveOver: t('users.perms.save_over'),
      legend: t('users.perms.legend'),
      help: t('users.perms.help'),
      saving: t('users.perms.saving'),
      save: t('users.perms.save'),
      unsaved: t('users.perms.unsaved'),
      editor: permissionsEditorWordsOf(t),
    },
    audit: auditWordsOf(t),
    ...stateWordsOf(t),
  };
}

export type UserDetailWords = ReturnType<typeof userDetailWordsOf>;
export type UserActivityWords = UserDetailWords['activity'];
export type UserPermissionsWords = UserDetailWords['perms'];

/** The list's words in the page's language. */
export async function usersListWords(): Promise<UsersListWords> {
  const t = await getT('admin');
  return usersListWordsOf(t);
}

/** A member's page's words in the page's language. */
export async function userDetailWords(): Promise<UserDetailWords> {
  const t = await getT('admin');
  return userDetailWordsOf(t);
}

/** The Users words in `locale` (tests). */
export function usersWordsIn(locale: Locale) {
  const t = translatorOf('admin', locale);
  return { list: usersListWordsOf(t), detail: userDetailWordsOf(t) };
}
