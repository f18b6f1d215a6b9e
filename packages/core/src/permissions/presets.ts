import type { PermissionFlag } from './flags.js';
import { Permissions, type PermissionsResolvable } from './permissions.js';

/**
 * Flags a newly registered member gets: ask questions, comment and answer, report.
 * Tools and tutorials are curated, so their create flags are granted by an administrator.
 */
export const DEFAULT_MEMBER_PERMISSIONS: Permissions = Permissions.from([
  'CREATE_QUESTIONS',
  'CREATE_COMMENTS',
  'CREATE_REPORTS',
]);

// spec: community-app §6 — "The admin-area permission set is: Administrator, Create Tutorials,
// Manage Comments, Marketing, Questions, Regeneration, Reports, Static Pages, Tags, Tools,
// Tutorials, Users, User Groups, View Tutorials, Global Content, Posts, Partners, Feature Flags."
/** Flags that open the admin area (community-app §6), exactly the spec's set. */
export const ADMIN_AREA_PERMISSIONS: readonly PermissionFlag[] = [
  'ADMINISTRATOR',
  'CREATE_TUTORIALS',
  'MANAGE_COMMENTS',
  'MANAGE_MARKETING',
  'MANAGE_QUESTIONS',
  'MANAGE_REGENERATION',
  'MANAGE_REPORTS',
  'MANAGE_STATIC_PAGES',
  'MANAGE_TAGS',
  'MANAGE_TOOLS',
  'MANAGE_TUTORIALS',
  'MANAGE_USERS',
  'MANAGE_USER_GROUPS',
  'VIEW_TUTORIALS',
  'MANAGE_GLOBAL_CONTENT',
  'MANAGE_POSTS',
  'MANAGE_PARTNERS',
  'MANAGE_FEATURE_FLAGS',
];

// The spec leaves the admin-bar set unstated (community-app §6); Reef shows the bar to whoever
// may enter the admin area, so the bar never links somewhere the member cannot go.
/** Flags that show the community admin bar: any admin-area permission. */
export const ADMIN_BAR_PERMISSIONS: readonly PermissionFlag[] = ADMIN_AREA_PERMISSIONS;

/** Whether a permission set opens the admin area (holds any admin-area flag). */
export function hasAdminAreaAccess(perms: PermissionsResolvable | null | undefined): boolean {
  if (perms === null || perms === undefined) return false;
  return Permissions.from(perms).hasAny(ADMIN_AREA_PERMISSIONS);
}

/** Whether a permission set shows the admin bar on community pages. */
export function showsAdminBar(perms: PermissionsResolvable | null | undefined): boolean {
  if (perms === null || perms === undefined) return false;
  return Permissions.from(perms).hasAny(ADMIN_BAR_PERMISSIONS);
}
