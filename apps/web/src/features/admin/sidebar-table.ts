// The admin sidebar as the browser reads it (issue #33, goal 5). The table is `ADMIN_SIDEBAR` of `@reef/core`, which
// the descriptors (ADMIN_RESOURCES) derive, but importing it would bring zod and every resource's schemas into each
// page a member of staff opens (the admin home, every community page with the admin bar): next.config.ts derives
// the table once at build time and writes it into the bundle as `process.env.REEF_ADMIN_SIDEBAR` (the web tests'
// setup does the same), and the rules over it come from `@reef/core`'s sidebar-rules, which import no schema.
import {
  permissionFlagGroupsOf,
  sectionAccessOf,
  sidebarEntryOf,
  sidebarLinksOf,
  type AdminSectionAccess,
  type AdminSidebarEntry,
  type AdminSidebarGroup,
  type AdminSidebarLinkGroup,
  type PermissionFlagGroup,
  type PermissionsResolvable,
} from '@reef/core';

function readTable(): readonly AdminSidebarGroup[] {
  const written = process.env.REEF_ADMIN_SIDEBAR;
  // Without it every admin page would open for administrators only: say why instead.
  if (!written) throw new Error('REEF_ADMIN_SIDEBAR is not set: next.config.ts writes it at build time');
  return JSON.parse(written) as readonly AdminSidebarGroup[];
}

/** The admin sidebar of community-app §2, as the build derived it from the descriptors. */
export const ADMIN_SIDEBAR_TABLE: readonly AdminSidebarGroup[] = readTable();

/** The admin sidebar resolved for one member: every entry, each marked link or plain text. */
export function adminSidebarLinks(perms: PermissionsResolvable | null | undefined): AdminSidebarLinkGroup[] {
  return sidebarLinksOf(ADMIN_SIDEBAR_TABLE, perms);
}

/** The sidebar entry whose route `pathname` is or lies under, longest match first. */
export function findAdminSidebarEntry(pathname: string): AdminSidebarEntry | undefined {
  return sidebarEntryOf(ADMIN_SIDEBAR_TABLE, pathname);
}

/** Who may open the admin page at `pathname` (the flags of its section; `@reef/core`'s adminSectionAccess). */
export function adminSectionAccess(pathname: string): AdminSectionAccess {
  return sectionAccessOf(ADMIN_SIDEBAR_TABLE, pathname);
}

/** Every flag once, grouped as the sidebar groups its sections (`@reef/core`'s PERMISSION_FLAG_GROUPS). */
export const PERMISSION_FLAG_GROUPS: readonly PermissionFlagGroup[] =
  permissionFlagGroupsOf(ADMIN_SIDEBAR_TABLE);
