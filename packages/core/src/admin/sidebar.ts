// The admin sidebar of community-app §2: the screens of the admin descriptors (ADMIN_RESOURCES), each placed by its
// `sidebar`, and the few bespoke screens that have no descriptor (tutorials, flagged content, users, regeneration).
// What the table means for a member and an address is in sidebar-rules.ts, which the browser reads without the
// descriptors (the web app's copy of this table is the one its build derived,
// apps/web/src/features/admin/sidebar-table.ts).
import { ADMIN_SIDEBAR_GROUPS, type AdminResource, type AdminSidebarGroupName } from './define.js';
import { ADMIN_RESOURCES } from './resources.js';
import { adminSidebarRules, type AdminSidebarEntry, type AdminSidebarGroup } from './sidebar-rules.js';

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

const rules = adminSidebarRules(ADMIN_SIDEBAR);
/** The admin sidebar resolved for one member: every entry, each marked link or plain text. */
export const adminSidebarLinks = rules.adminSidebarLinks;
/** The sidebar entry whose route `pathname` is or lies under, longest match first. */
export const findAdminSidebarEntry = rules.findAdminSidebarEntry;
/**
 * Who may open the admin page at `pathname`: the flags of the sidebar entry it lies under (community-app §2, and the
 * administrator's analytics, audit log and outbox), any admin-area flag for the admin home, and ADMINISTRATOR alone
 * for an admin page the sidebar does not list (sidebar-rules.ts).
 */
export const adminSectionAccess = rules.adminSectionAccess;
/**
 * The 25 flags grouped as the admin sidebar groups its sections (community-app §2), for permission editors: a flag sits
 * in the group of the first sidebar entry it opens; ADMINISTRATOR comes first on its own, and the flags no entry names
 * (what members create, automation, header images) close the list.
 */
export const PERMISSION_FLAG_GROUPS = rules.permissionFlagGroups;
