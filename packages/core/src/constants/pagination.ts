// spec: content-and-presentation §7, §9 and community-app §7, §9.

/** Page sizes of every list. */
export const PAGE_SIZES = {
  default: 100,
  answers: 3,
  comments: 10,
  viewed: 8,
  notifications: 10,
  contributions: 6,
  questions: 1000,
  tutorials: 1000,
  users: 1000,
  tags: 1000,
  tools: 1000,
  slugHistory: 1000,
  tutorialCollections: 1000,
  partners: 1000,
  featureFlags: 1000,
  posts: 100,
  questionsForTutorial: 10,
} as const;
/** Page size options of admin lists. */
export const ADMIN_PAGE_SIZE_OPTIONS = [10, 15, 20, 50, 100] as const;
/** Pages are numbered from 0 where the spec gives a page default (comments, tag search). */
export const FIRST_PAGE = 0;
/** Comments per page by default. */
export const COMMENTS_PER_PAGE = 10;
/** Default of `usable` in the tag search. */
export const TAG_SEARCH_USABLE_DEFAULT = false;
