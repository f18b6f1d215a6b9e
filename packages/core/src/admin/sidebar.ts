import type { PermissionFlag } from './flags.js';
import { Permissions, type PermissionsResolvable } from './permissions.js';
import { ADMIN_AREA_PERMISSIONS } from './presets.js';

/** One admin sidebar entry: a link when the member holds ADMINISTRATOR or any `anyOf` flag. */
export type AdminSidebarEntry = {
  readonly label: string;
  readonly href: string;
  readonly anyOf: readonly PermissionFlag[];
};

/** One titled group of the admin sidebar. */
export type AdminSidebarGroup = {
  readonly label: string;
  readonly entries: readonly AdminSidebarEntry[];
};

/** An entry with whether it renders as a link (otherwise plain text). */
export type AdminSidebarLink = AdminSidebarEntry & { readonly isLink: boolean };

/** A group with its entries resolved for one member. */
export type AdminSidebarLinkGroup = {
  readonly label: string;
  readonly entries: readonly AdminSidebarLink[];
};

// spec: community-app §2 "Admin sidebar" table, row by row.
/** The admin sidebar of community-app §2 as data. */
export const ADMIN_SIDEBAR: readonly AdminSidebarGroup[] = [
  {
    label: 'Tutorials',
    entries: [
      {
        label: 'New tutorial',
        href: '/community/tutorials/new',
        anyOf: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'],
      },
      {
        label: 'Tutorials',
        href: '/community/admin/tutorials',
        anyOf: ['VIEW_TUTORIALS', 'MANAGE_TUTORIALS'],
      },
      { label: 'Tutorial series', href: '/community/tutorial-series', anyOf: ['MANAGE_TUTORIALS'] },
      { label: 'Distributions', href: '/community/admin/distributions', anyOf: ['MANAGE_TUTORIALS'] },
      {
        label: 'Versioned tutorial groups',
        href: '/community/admin/versioned_tutorial_groups',
        anyOf: ['MANAGE_TUTORIALS'],
      },
    ],
  },
  {
    label: 'Tags',
    entries: [
      { label: 'New tag', href: '/community/admin/tags/new', anyOf: ['MANAGE_TAGS'] },
      { label: 'Tags', href: '/community/admin/tags', anyOf: ['MANAGE_TAGS'] },
    ],
  },
  {
    label: 'Reports',
    entries: [{ label: 'Flagged', href: '/community/admin/flagged', anyOf: ['MANAGE_REPORTS'] }],
  },
  {
    label: 'Tools',
    entries: [{ label: 'Tools', href: '/community/admin/tools', anyOf: ['MANAGE_TOOLS'] }],
  },
  {
    label: 'Users',
    entries: [
      { label: 'Users', href: '/community/admin/users', anyOf: ['MANAGE_USERS'] },
      { label: 'New user group', href: '/community/admin/user_groups/new', anyOf: ['MANAGE_USER_GROUPS'] },
      { label: 'User groups', href: '/community/admin/user_groups', anyOf: ['MANAGE_USER_GROUPS'] },
    ],
  },
  {
    label: 'Content',
    entries: [
      { label: 'Partners', href: '/community/admin/partners', anyOf: ['MANAGE_PARTNERS'] },
      { label: 'Static pages', href: '/community/admin/static_pages', anyOf: ['MANAGE_STATIC_PAGES'] },
      { label: 'Posts', href: '/community/admin/posts', anyOf: ['MANAGE_POSTS'] },
      { label: 'Regeneration', href: '/community/admin/regeneration', anyOf: ['MANAGE_REGENERATION'] },
      { label: 'Marketing forms', href: '/community/admin/marketing_forms', anyOf: ['MANAGE_MARKETING'] },
    ],
  },
  {
    label: 'Admin',
    entries: [
      { label: 'Spam', href: '/community/admin/spam', anyOf: ['MANAGE_QUESTIONS', 'MANAGE_COMMENTS'] },
      { label: 'Custom tokens', href: '/community/admin/custom_tokens', anyOf: ['MANAGE_CUSTOM_TOKENS'] },
      { label: 'Global content', href: '/community/admin/global_contents', anyOf: ['MANAGE_GLOBAL_CONTENT'] },
      { label: 'Feature flags', href: '/community/admin/feature_flags', anyOf: ['MANAGE_FEATURE_FLAGS'] },
    ],
  },
];

/** Whether one sidebar entry is a link for this permission set. */
export function isAdminSidebarLink(
  entry: AdminSidebarEntry,
  perms: PermissionsResolvable | null | undefined,
): boolean {
  if (perms === null || perms === undefined) return false;
  return Permissions.from(perms).hasAny(entry.anyOf);
}

/** The admin sidebar resolved for one member: every entry, each marked link or plain text. */
export function adminSidebarLinks(perms: PermissionsResolvable | null | undefined): AdminSidebarLinkGroup[] {
  return ADMIN_SIDEBAR.map((group) => ({
    label: group.label,
    entries: group.entries.map((entry) => ({ ...entry, isLink: isAdminSidebarLink(entry, perms) })),
  }));
}

/** The sidebar entry whose route `pathname` is or lies under, longest match first. */
export function findAdminSidebarEntry(pathname: string): AdminSidebarEntry | undefined {
  const entries = ADMIN_SIDEBAR.flatMap((group) => group.entries);
  return entries
    .filter((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** Who may open an admin page: the flags (any of them; ADMINISTRATOR always may) and the sidebar entry it belongs to. */
export type AdminSectionAccess = {
  readonly anyOf: readonly PermissionFlag[];
  readonly entry: AdminSidebarEntry | undefined;
};

/** Path of the admin area's home. */
export const ADMIN_HOME_PATH = '/community/admin';

/**
 * Who may open the admin page at `pathname`: the flags of the sidebar entry it lies under (community-app §2), any
 * admin-area flag for the admin home, and ADMINISTRATOR alone for an admin page the sidebar does not list (the
 * outbox, analytics). Pages inherit their section's access, so a section declares its permission once, here.
 */
export function adminSectionAccess(pathname: string): AdminSectionAccess {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = findAdminSidebarEntry(path);
  if (entry) return { anyOf: entry.anyOf, entry };
  if (path === ADMIN_HOME_PATH) return { anyOf: ADMIN_AREA_PERMISSIONS, entry: undefined };
  return { anyOf: ['ADMINISTRATOR'], entry: undefined };
}
