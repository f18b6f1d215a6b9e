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

/** Whether a string names a permission flag. */
export function isPermissionFlag(value: unknown): value is PermissionFlag {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PermissionFlags, value);
}
