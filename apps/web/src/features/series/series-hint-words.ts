// The sign-in hint's English, a module of its own: the hint shows beside every reader's parts list, while the rest of
// the list's words (series-words.ts) load with the member's list.

/** "{link} to track your progress." and the link's words. */
export const ENGLISH_SERIES_HINT = { hint: '{link} to track your progress.', logIn: 'Log in' };
