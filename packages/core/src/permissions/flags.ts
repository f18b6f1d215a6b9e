// spec: community-app §6 — 25 flags, positions 0 to 24. The spec does not give the positions;
// these are Reef's and are part of the token format: never renumber a flag, only append.

/** Bit position of every permission flag (community-app §6). */
export const PermissionFlags = {
  CREATE_TUTORIALS: 0,
  VIEW_TUTORIALS: 1,
  MANAGE_TUTORIALS: 2,
  CREATE_QUESTIONS: 3,
  MANAGE_QUESTIONS: 4,
  CREATE_COMMENTS: 5,
  MANAGE_COMMENTS: 6,
  CREATE_TOOLS: 7,
  MANAGE_TOOLS: 8,
  CREATE_REPORTS: 9,
  MANAGE_REPORTS: 10,
  MANAGE_TAGS: 11,
  MANAGE_USERS: 12,
  MANAGE_USER_GROUPS: 13,
  ADMINISTRATOR: 14,
  MANAGE_REGENERATION: 15,
  MANAGE_STATIC_PAGES: 16,
  MANAGE_MARKETING: 17,
  INGEST_CONTENT: 18,
  MANAGE_CUSTOM_TOKENS: 19,
  MANAGE_HEADER_IMAGES: 20,
  MANAGE_GLOBAL_CONTENT: 21,
  MANAGE_POSTS: 22,
  MANAGE_PARTNERS: 23,
  MANAGE_FEATURE_FLAGS: 24,
} as const;

/** Name of one permission flag. */
export type PermissionFlag = keyof typeof PermissionFlags;

/** Every flag name, in bit order. */
export const PERMISSION_FLAG_NAMES = (Object.keys(PermissionFlags) as PermissionFlag[]).sort(
  (a, b) => PermissionFlags[a] - PermissionFlags[b],
);

/** Number of flags in the bitfield (community-app §3: 25). */
export const PERMISSION_FLAG_COUNT = 25;

/** Bitfield value with every flag set. */
export const ALL_PERMISSIONS_BITS = 2 ** PERMISSION_FLAG_COUNT - 1;

/** Human meaning of each flag (community-app §6), for admin screens. */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<PermissionFlag, string>> = {
  CREATE_TUTORIALS: 'Create tutorials',
  VIEW_TUTORIALS: 'See all tutorials regardless of state',
  MANAGE_TUTORIALS: 'Manage tutorials',
  CREATE_QUESTIONS: 'Create questions',
  MANAGE_QUESTIONS: 'Manage questions',
  CREATE_COMMENTS: 'Create comments and answers',
  MANAGE_COMMENTS: 'Manage comments and answers',
  CREATE_TOOLS: 'Create tools',
  MANAGE_TOOLS: 'Manage tools',
  CREATE_REPORTS: 'Create reports',
  MANAGE_REPORTS: 'Manage reports',
  MANAGE_TAGS: 'Manage tags',
  MANAGE_USERS: 'View, edit, disable and archive users',
  MANAGE_USER_GROUPS: 'Manage own user groups',
  ADMINISTRATOR: 'Implies all permissions',
  MANAGE_REGENERATION: 'Manually regenerate any page',
  MANAGE_STATIC_PAGES: 'Manage static pages',
  MANAGE_MARKETING: 'Manage providers and forms',
  INGEST_CONTENT: 'Automated accounts only; may set otherwise restricted properties',
  MANAGE_CUSTOM_TOKENS: 'Manage custom tokens',
  MANAGE_HEADER_IMAGES: 'Manage header images',
  MANAGE_GLOBAL_CONTENT: 'Manage global content',
  MANAGE_POSTS: 'Manage posts',
  MANAGE_PARTNERS: 'Manage partners',
  MANAGE_FEATURE_FLAGS: 'Manage feature flags',
};

/** Whether a string names a permission flag. */
export function isPermissionFlag(value: unknown): value is PermissionFlag {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PermissionFlags, value);
}
