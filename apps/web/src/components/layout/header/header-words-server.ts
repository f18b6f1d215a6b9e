// The header's words (header-words.tsx) from the `header` catalogue, in the page's language or `locale`. Arguments
// known only in the browser (a member's name, an unread count) stay as `{name}` for fillIn.
import type { Locale } from '@reef/i18n';
import { getT, type Translate } from '@/i18n/translate';
import type { HeaderWords } from './header-words';

export async function headerWords(locale?: Locale): Promise<HeaderWords> {
  const t = await getT('header', locale);
  return headerWordsOf(t);
}

/** The header's words from a translator of the `header` namespace. */
export function headerWordsOf(t: Translate): HeaderWords {
  const categories: HeaderWords['notifications']['categories'] = {
    answers: t('notifications.categories.answers'),
    comments: t('notifications.categories.comments'),
    moderation: t('notifications.categories.moderation'),
    questions: t('notifications.categories.questions'),
    tools: t('notifications.categories.tools'),
    subscriptions: t('notifications.categories.subscriptions'),
    tutorials: t('notifications.categories.tutorials'),
    mentions: t('notifications.categories.mentions'),
  };
  return {
    main: t('main'),
    openMenu: t('open_menu'),
    closeMenu: t('close_menu'),
    logIn: t('log_in'),
    signUp: t('sign_up'),
    community: t('community'),
    loginCommunityHint: t('login_community_hint'),
    loginCloudHint: t('login_cloud_hint'),
    signupCommunityHint: t('signup_community_hint'),
    signupCloudHint: t('signup_cloud_hint'),
    searchButton: t('search_button'),
    menuFailed: t('menu_failed'),
    search: {
      title: t('search.title'),
      close: t('search.close'),
      label: t('search.label'),
      placeholder: t('search.placeholder'),
      submit: t('search.submit'),
      browse: t('search.browse'),
      orBrowse: t('search.or_browse'),
      tutorials: t('search.tutorials'),
      questions: t('search.questions'),
      blog: t('search.blog'),
      resources: t('search.resources'),
    },
    profile: {
      menu: t('profile.menu'),
      signedInAs: t('profile.signed_in_as', { name: '{name}' }),
      profile: t('profile.profile'),
      settings: t('profile.settings'),
      feed: t('profile.feed'),
      console: t('profile.console'),
      signOut: t('profile.sign_out'),
    },
    notifications: {
      title: t('notifications.title'),
      unread: t('notifications.unread', { count: '{count}' }),
      markAll: t('notifications.mark_all'),
      none: t('notifications.none'),
      loading: t('notifications.loading'),
      loadMore: t('notifications.load_more'),
      seeAll: t('notifications.see_all'),
      error: t('notifications.error'),
      unreadMark: t('notifications.unread_mark'),
      updates: t('notifications.updates'),
      categories,
    },
  };
}
