// The 25 flags grouped as the admin sidebar groups its sections (community-app §2), for permission editors: a flag
// sits in the group of the first sidebar entry it opens; ADMINISTRATOR, which opens everything, comes first on its
// own, and the flags no entry names (what members create, automation, header images) close the list. The grouping
// itself is `permissionFlagGroupsOf` (sidebar-rules.ts), which the browser applies to its copy of the table.
import { ADMIN_SIDEBAR } from './sidebar.js';
import { permissionFlagGroupsOf, type PermissionFlagGroup } from './sidebar-rules.js';

/** Every flag once, grouped as the admin sidebar groups its sections. */
export const PERMISSION_FLAG_GROUPS: readonly PermissionFlagGroup[] = permissionFlagGroupsOf(ADMIN_SIDEBAR);
