// What the admin sidebar means for one member and one address, over any copy of the sidebar's table. It imports no
// descriptor, so no schema: the web app's client code reads the table the build derived from the descriptors
// (ADMIN_SIDEBAR of sidebar.ts, which binds these rules to it) without zod and every resource's schemas (issue #33,
// goal 5: about 190 KB of script on the admin home).
import { PERMISSION_FLAG_NAMES, type PermissionFlag } from '../permissions/flags.js';
import { Permissions, type PermissionsResolvable } from '../permissions/permissions.js';
import { ADMIN_AREA_PERMISSIONS } from '../permissions/presets.js';

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

/** Who may open an admin page: the flags (any of them; ADMINISTRATOR always may) and the sidebar entry it belongs to. */
export type AdminSectionAccess = {
  readonly anyOf: readonly PermissionFlag[];
  readonly entry: AdminSidebarEntry | undefined;
};

/** Path of the admin area's home. */
export const ADMIN_HOME_PATH = '/community/admin';

/** Whether one sidebar entry is a link for this permission set. */
export function isAdminSidebarLink(
  entry: AdminSidebarEntry,
  perms: PermissionsResolvable | null | undefined,
): boolean {
  if (perms === null || perms === undefined) return false;
  return Permissions.from(perms).hasAny(entry.anyOf);
}

/** The sidebar `table` resolved for one member: every entry, each marked link or plain text. */
export function sidebarLinksOf(
  table: readonly AdminSidebarGroup[],
  perms: PermissionsResolvable | null | undefined,
): AdminSidebarLinkGroup[] {
  return table.map((group) => ({
    label: group.label,
    entries: group.entries.map((entry) => ({ ...entry, isLink: isAdminSidebarLink(entry, perms) })),
  }));
}

/** The entry of `table` whose route `pathname` is or lies under, longest match first. */
export function sidebarEntryOf(
  table: readonly AdminSidebarGroup[],
  pathname: string,
): AdminSidebarEntry | undefined {
  return table
    .flatMap((group) => group.entries)
    .filter((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/**
 * Who may open the admin page at `pathname`, by `table`: the flags of the sidebar entry it lies under
 * (community-app §2, and the administrator's analytics, audit log and outbox), any admin-area flag for the admin
 * home, and ADMINISTRATOR alone for an admin page the sidebar does not list. Pages inherit their section's access,
 * so a section declares its permission once, in its descriptor.
 */
export function sectionAccessOf(table: readonly AdminSidebarGroup[], pathname: string): AdminSectionAccess {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = sidebarEntryOf(table, path);
  if (entry) return { anyOf: entry.anyOf, entry };
  if (path === ADMIN_HOME_PATH) return { anyOf: ADMIN_AREA_PERMISSIONS, entry: undefined };
  return { anyOf: ['ADMINISTRATOR'], entry: undefined };
}

/** One titled group of flags. */
export type PermissionFlagGroup = { readonly label: string; readonly flags: readonly PermissionFlag[] };

/**
 * Every flag once, grouped as `table` groups its sections: a flag sits in the group of the first entry it opens;
 * ADMINISTRATOR, which opens everything, comes first on its own, and the flags no entry names close the list.
 */
export function permissionFlagGroupsOf(table: readonly AdminSidebarGroup[]): PermissionFlagGroup[] {
  const placed = new Set<PermissionFlag>(['ADMINISTRATOR']);
  const groups: PermissionFlagGroup[] = [{ label: 'Administrator', flags: ['ADMINISTRATOR'] }];
  for (const group of table) {
    const flags: PermissionFlag[] = [];
    for (const entry of group.entries)
      for (const flag of entry.anyOf)
        if (!placed.has(flag)) {
          placed.add(flag);
          flags.push(flag);
        }
    if (flags.length > 0) groups.push({ label: group.label, flags });
  }
  const rest = PERMISSION_FLAG_NAMES.filter((flag) => !placed.has(flag));
  if (rest.length > 0) groups.push({ label: 'Members and automation', flags: rest });
  return groups;
}

/** The rules bound to one copy of the table: what `@reef/core` exports for its own, and the browser for the build's. */
export type AdminSidebarRules = {
  /** The sidebar resolved for one member: every entry, each marked link or plain text. */
  readonly adminSidebarLinks: (perms: PermissionsResolvable | null | undefined) => AdminSidebarLinkGroup[];
  /** The entry whose route `pathname` is or lies under, longest match first. */
  readonly findAdminSidebarEntry: (pathname: string) => AdminSidebarEntry | undefined;
  /** Who may open the admin page at `pathname` (sectionAccessOf). */
  readonly adminSectionAccess: (pathname: string) => AdminSectionAccess;
  /** Every flag once, grouped as the table groups its sections. */
  readonly permissionFlagGroups: readonly PermissionFlagGroup[];
};

/** The rules of this module bound to `table`. */
export function adminSidebarRules(table: readonly AdminSidebarGroup[]): AdminSidebarRules {
  return {
    adminSidebarLinks: (perms) => sidebarLinksOf(table, perms),
    findAdminSidebarEntry: (pathname) => sidebarEntryOf(table, pathname),
    adminSectionAccess: (pathname) => sectionAccessOf(table, pathname),
    permissionFlagGroups: permissionFlagGroupsOf(table),
  };
}
