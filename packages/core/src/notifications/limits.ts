// Limits of notifications the spec leaves open (docs/decisions.md, "Who may change what").

/**
 * At most this many members are notified of `@mentions` in one post (the first distinct names in the
 * text); more mentions still render as links but notify nobody, so one post cannot spam a crowd.
 */
export const MAX_NOTIFIED_MENTIONS = 10;
