// What the header's client parts say (header-words.tsx provides them; header-words-english.ts is the English).
export type HeaderWords = {
  main: string;
  openMenu: string;
  closeMenu: string;
  logIn: string;
  signUp: string;
  community: string;
  loginCommunityHint: string;
  loginCloudHint: string;
  signupCommunityHint: string;
  signupCloudHint: string;
  searchButton: string;
  /** A dropdown of the main menu whose links could not be loaded (main-nav.tsx). */
  menuFailed: string;
  search: {
    title: string;
    close: string;
    label: string;
    placeholder: string;
    submit: string;
    browse: string;
    orBrowse: string;
    tutorials: string;
    questions: string;
    blog: string;
    resources: string;
  };
  profile: {
    menu: string;
    /** With `{name}` where the member's name goes. */
    signedInAs: string;
    profile: string;
    settings: string;
    feed: string;
    console: string;
    signOut: string;
  };
  notifications: {
    title: string;
    /** With `{count}` where the number of unread notifications goes. */
    unread: string;
    markAll: string;
    none: string;
    loading: string;
    loadMore: string;
    seeAll: string;
    error: string;
    unreadMark: string;
    updates: string;
    categories: Record<string, string>;
  };
};
