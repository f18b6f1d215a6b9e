// The 25 flags grouped as the admin sidebar groups its sections (community-app §2), for permission editors: a flag
// sits in the group of the first sidebar entry it opens; ADMINISTRATOR, which opens everything, comes first on its
// own, and the flags no entry names (what members create, automation, header images) close the list.
import { ADMIN_SIDEBAR } from './sidebar.js';
import { PERMISSION_FLAG_NAMES, type PermissionFlag } from '../permissions/flags.js';

/** One titled group of flags. */
export type PermissionFlagGroup = { readonly label: string; readonly flags: readonly PermissionFlag[] };

function groupFlags(): PermissionFlagGroup[] {
  const placed = new Set<PermissionFlag>(['ADMINISTRATOR']);
  const groups: PermissionFlagGroup[] = [{ label: 'Administrator', flags: ['ADMINISTRATOR'] }];
  for (const group of ADMIN_SIDEBAR) {
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

/** Every flag once, grouped as the admin sidebar groups its sections. */
export const PERMISSION_FLAG_GROUPS: readonly PermissionFlagGroup[] = groupFlags();
