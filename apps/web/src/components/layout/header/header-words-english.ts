// The header's words in English (header-words.tsx), used when the root layout passes none: an English page, the one
// most readers get, carries no second copy of them in its flight data (issue #33, goal 2). The same texts as the
// `header` catalogue's English (header-words.test.ts compares them).
import type { HeaderWords } from './header-words-type';

/** What the header's client parts say in English. */
export const ENGLISH_HEADER_WORDS: HeaderWords = {
  main: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  logIn: 'Log in',
  signUp: 'Sign up',
  community: 'Community',
  loginCommunityHint: 'Questions, answers and tutorials',
  loginCloudHint: 'The cloud console',
  signupCommunityHint: 'Ask, answer and write',
  signupCloudHint: 'Start building in the cloud',
  searchButton: 'Search Community',
  menuFailed: 'This menu could not be loaded.',
  search: {
    title: 'Search the community',
    close: 'Close search',
    label: 'Tutorials, questions, tools, blog posts and pages',
    placeholder: 'e.g. install nginx on ubuntu',
    submit: 'Search',
    browse: 'Browse',
    orBrowse: 'Or browse:',
    tutorials: 'Tutorials',
    questions: 'Questions',
    blog: 'Blog',
    resources: 'Resources',
  },
  profile: {
    menu: 'Profile menu',
    signedInAs: 'Signed in as {name}',
    profile: 'Profile',
    settings: 'Settings',
    feed: 'Your feed',
    console: 'Cloud Console',
    signOut: 'Sign Out',
  },
  notifications: {
    title: 'Notifications',
    unread: 'Notifications ({count} unread)',
    markAll: 'Mark all as read',
    none: 'You have no notifications',
    loading: 'Loading...',
    loadMore: 'Load more',
    seeAll: 'See all notifications',
    error: 'Notifications could not be loaded.',
    unreadMark: '(unread)',
    updates: 'Updates',
    categories: {
      answers: 'Answers',
      comments: 'Comments',
      moderation: 'Moderation',
      questions: 'Questions',
      tools: 'Tools',
      subscriptions: 'Subscriptions',
      tutorials: 'Tutorials',
      mentions: 'Mentions',
    },
  },
};
