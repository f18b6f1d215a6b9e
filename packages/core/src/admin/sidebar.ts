// The admin sidebar of community-app §2: the screens of the admin descriptors (ADMIN_RESOURCES), each placed by its
// `sidebar`, and the few bespoke screens that have no descriptor (tutorials, flagged content, users, regeneration).
import type { PermissionFlag } from '../permissions/flags.js';
import { Permissions, type PermissionsResolvable } from '../permissions/permissions.js';
import { ADMIN_AREA_PERMISSIONS } from '../permissions/presets.js';
import { ADMIN_SIDEBAR_GROUPS, type AdminResource, type AdminSidebarGroupName } from './define.js';
import { ADMIN_RESOURCES } from './resources.js';

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

/** A screen without a descriptor, and its place among its group's entries (0 = first). */
type BespokeEntry = AdminSidebarEntry & { readonly group: AdminSidebarGroupName; readonly at: number };

const BESPOKE_ENTRIES: readonly BespokeEntry[] = [
  {
    group: 'Tutorials',
    at: 0,
    label: 'New tutorial',
    href: '/community/tutorials/new',
    anyOf: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'],
  },
  {
    group: 'Tutorials',
    at: 1,
    label: 'Tutorials',
    href: '/community/admin/tutorials',
    anyOf: ['VIEW_TUTORIALS', 'MANAGE_TUTORIALS'],
  },
  // Issue #31 item 4: the translators' queue of stale blocks per language and the coverage table, for tutorial
  // editors; after the group's spec entries.
  {
    group: 'Tutorials',
    at: 99,
    label: 'Translations',
    href: '/community/admin/translations',
    // Posts and static pages record their stale blocks too: their editors' queue holds them (issue #31, item 4).
    anyOf: ['MANAGE_TUTORIALS', 'MANAGE_POSTS', 'MANAGE_STATIC_PAGES'],
  },
  { group: 'Reports', at: 0, label: 'Flagged', href: '/community/admin/flagged', anyOf: ['MANAGE_REPORTS'] },
  { group: 'Users', at: 0, label: 'Users', href: '/community/admin/users', anyOf: ['MANAGE_USERS'] },
  {
    group: 'Content',
    at: 3,
    label: 'Regeneration',
    href: '/community/admin/regeneration',
    anyOf: ['MANAGE_REGENERATION'],
  },
  // Beyond the spec's table (issue #30, item 6): the administrator's own screens, so that every section is reachable
  // from the navigation. Appended after the group's spec entries (`at` past its end).
  {
    group: 'Admin',
    at: 99,
    label: 'Analytics',
    href: '/community/admin/analytics',
    anyOf: ['ADMINISTRATOR'],
  },
  {
    group: 'Admin',
    at: 99,
    label: 'Audit log',
    href: '/community/admin/audit_log',
    anyOf: ['ADMINISTRATOR'],
  },
  { group: 'Admin', at: 99, label: 'Mail outbox', href: '/community/admin/outbox', anyOf: ['ADMINISTRATOR'] },
  { group: 'Admin', at: 99, label: 'Webhooks', href: '/community/admin/webhooks', anyOf: ['ADMINISTRATOR'] },
];

/** The entries of a descriptor: its create entry, if it has one, then its screen. */
function resourceEntries(resource: AdminResource): AdminSidebarEntry[] {
  const { sidebar, href, permission: anyOf } = resource;
  const screen = { label: sidebar.label ?? resource.label.many, href, anyOf };
  return sidebar.create ? [{ label: sidebar.create, href: `${href}/new`, anyOf }, screen] : [screen];
}

function buildSidebar(resources: readonly AdminResource[]): AdminSidebarGroup[] {
  return ADMIN_SIDEBAR_GROUPS.map((label) => {
    const seen = new Set<string>();
    const entries: AdminSidebarEntry[] = resources
      .filter((resource) => resource.sidebar.group === label)
      .flatMap(resourceEntries)
      // Resources sharing one screen (the spam lists) share its entry.
      .filter((entry) => !seen.has(entry.href) && seen.add(entry.href));
    for (const { group, at, ...entry } of BESPOKE_ENTRIES) if (group === label) entries.splice(at, 0, entry);
    return { label, entries };
  });
}

// spec: community-app §2 "Admin sidebar" table, row by row.
/** The admin sidebar of community-app §2 as data. */
export const ADMIN_SIDEBAR: readonly AdminSidebarGroup[] = buildSidebar(ADMIN_RESOURCES);

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
 * Who may open the admin page at `pathname`: the flags of the sidebar entry it lies under (community-app §2, and the
 * administrator's analytics, audit log and outbox), any admin-area flag for the admin home, and ADMINISTRATOR alone
 * for an admin page the sidebar does not list. Pages inherit their section's access, so a section declares its
 * permission once, here.
 */
export function adminSectionAccess(pathname: string): AdminSectionAccess {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = findAdminSidebarEntry(path);
  if (entry) return { anyOf: entry.anyOf, entry };
  if (path === ADMIN_HOME_PATH) return { anyOf: ADMIN_AREA_PERMISSIONS, entry: undefined };
  return { anyOf: ['ADMINISTRATOR'], entry: undefined };
}
