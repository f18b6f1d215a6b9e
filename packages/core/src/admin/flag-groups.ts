// The 25 flags grouped as the admin sidebar groups its sections (community-app §2), for permission editors: a flag
// sits in the group of the first sidebar entry it opens; ADMINISTRATOR, which opens everything, comes first on its
// own, and the flags no entry names (what members create, automation, header images) close the list. The grouping is
// `permissionFlagGroupsOf` (sidebar-rules.ts); sidebar.ts binds it to the table as PERMISSION_FLAG_GROUPS.
export { PERMISSION_FLAG_GROUPS } from './sidebar.js';
export type { PermissionFlagGroup } from './sidebar-rules.js';
