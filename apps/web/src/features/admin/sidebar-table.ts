// The admin sidebar as the browser reads it (issue #33, goal 5). The table is `ADMIN_SIDEBAR` of `@reef/core`, which
// the descriptors (ADMIN_RESOURCES) derive, but importing it would bring zod and every resource's schemas into each
// page a member of staff opens (the admin home, every community page with the admin bar): next.config.ts derives
// the table once at build time and writes it into the bundle as `process.env.REEF_ADMIN_SIDEBAR` (the web tests'
// setup does the same), and the rules over it come from `@reef/core`'s sidebar-rules, which import no schema.
import { adminSidebarRules, type AdminSidebarGroup } from '@reef/core';

function readTable(): readonly AdminSidebarGroup[] {
  const written = process.env.REEF_ADMIN_SIDEBAR;
  // Without it every admin page would open for administrators only: say why instead.
  if (!written) throw new Error('REEF_ADMIN_SIDEBAR is not set: next.config.ts writes it at build time');
  return JSON.parse(written) as readonly AdminSidebarGroup[];
}

/** The admin sidebar of community-app §2, as the build derived it from the descriptors. */
export const ADMIN_SIDEBAR_TABLE: readonly AdminSidebarGroup[] = readTable();

// The same rules `@reef/core` exports for its table (adminSidebarLinks, findAdminSidebarEntry, adminSectionAccess,
// PERMISSION_FLAG_GROUPS), over the build's copy.
const rules = adminSidebarRules(ADMIN_SIDEBAR_TABLE);
export const { adminSidebarLinks, findAdminSidebarEntry, adminSectionAccess } = rules;
export const PERMISSION_FLAG_GROUPS = rules.permissionFlagGroups;
