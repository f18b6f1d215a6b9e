// Where the generic screens of each plain admin section live and link to: the object's admin page, its edit page,
// its public page, and, where the object's JSON differs from the form's fields, how a form starts from it. A section
// with controls of its own (global contents, marketing forms) declares its screens beside them; the admin pages'
// catch-all routes (app/community/admin/[resource]) put the two together.
import { ADMIN_RESOURCES, groupGrantableFlags, Permissions, type AdminResource } from '@reef/core';

export type { AdminItem, FieldRenderProps, ResourceScreens } from './screen-types';
import type { AdminItem, ResourceScreens } from './screen-types';

const byId = (resource: AdminResource) => ({
  detailHref: (item: AdminItem) => `${resource.href}/${item.id}`,
  editHref: (item: AdminItem) => `${resource.href}/${item.id}/edit`,
  newHref: `${resource.href}/new`,
});

const byTypeAndSlug = (resource: AdminResource) => {
  const edit = (item: AdminItem) =>
    `${resource.href}/${String(item.type)}/${encodeURIComponent(String(item.slug))}/edit`;
  return { detailHref: edit, editHref: edit, newHref: `${resource.href}/new` };
};

const named = (item: AdminItem) => String(item.name ?? item.title ?? item.slug ?? item.id);
const published = (state: unknown, path: string) => (state === 'published' ? path : null);

/** What a section's screens do beyond the defaults of its descriptor (by id, named by its name or title). */
const OVERRIDES = {
  tag: {
    publicHref: (item) => published(item.state, `/community/tags/${String(item.slug)}`),
  },
  tool: {
    publicHref: (item) => published(item.state, `/community/tools/${String(item.slug)}`),
    formValues: (item) => ({ ...item, body: item.body_markdown ?? '' }),
  },
  versioned_tutorial_group: {
    formValues: (item) => ({
      ...item,
      items: (
        (item.items ?? []) as { tutorial: { id: number }; distribution_version: { id: number } | null }[]
      ).map((entry) => ({
        tutorial_id: entry.tutorial.id,
        distribution_version_id: entry.distribution_version?.id ?? null,
      })),
    }),
  },
  // A group grants at most its editor's own flags, not those the editor has through groups (the API's rule).
  user_group: {
    grantable: (editor) =>
      Permissions.from(groupGrantableFlags(Permissions.from(editor.own_permissions ?? '0'))),
  },
  // The series' list is /community/tutorial-series (community-app §2); its edit page follows the content pattern
  // /community/{type plural}/{slug}/edit.
  tutorial_series: {
    detailHref: (item) => `/community/tutorial-series/${String(item.slug)}/edit`,
    editHref: (item) => `/community/tutorial-series/${String(item.slug)}/edit`,
    newHref: '/community/tutorial-series/new',
    publicHref: (item) => published(item.state, `/community/tutorial-series/${String(item.slug)}`),
    formValues: (item) => ({
      ...item,
      description: item.body_markdown ?? '',
      tutorial_ids: ((item.tutorials ?? []) as { id: number }[]).map((tutorial) => tutorial.id),
    }),
  },
  // A collection's form holds its tutorials as ids, in order (content-and-presentation §2/§7).
  tutorial_collection: {
    publicHref: (item) => published(item.state, `/community/tutorial-collections/${String(item.slug)}`),
    formValues: (item) => ({
      ...item,
      tutorial_ids: ((item.tutorials ?? []) as { id: number }[]).map((tutorial) => tutorial.id),
    }),
  },
  partner: {
    publicHref: (item) => published(item.state, '/partners'),
  },
  // Pages and posts are addressed by type and slug (a nested slug is one encoded segment); their edit pages are
  // the editors of features/admin/static-pages and features/admin/posts.
  static_page: {
    publicHref: (item) => (item.state === 'draft' || item.state === 'trashed' ? null : String(item.path)),
    title: (item) => String(item.path ?? item.title),
  },
  post: {
    publicHref: (item) => published(item.state, String(item.path)),
    title: (item) => String(item.path ?? item.title),
  },
} satisfies { [N in ResourceScreenName]?: Partial<ResourceScreens> };

/** The sections a descriptor gives generic screens (all but those whose pages are all their own). */
type GenericResource = Exclude<(typeof ADMIN_RESOURCES)[number], { pages: 'own' }>;
/** A section name of `RESOURCE_SCREENS`. */
export type ResourceScreenName = GenericResource['name'];

/** The screens of every section with generic screens: its descriptor's defaults, and what it does beyond them. */
export const RESOURCE_SCREENS = Object.fromEntries(
  ADMIN_RESOURCES.filter((r): r is GenericResource => !('pages' in r && r.pages === 'own')).map(
    (resource) => [
      resource.name,
      {
        resource,
        ...(resource.key.lookup === 'type-and-key' ? byTypeAndSlug(resource) : byId(resource)),
        title: named,
        ...(OVERRIDES as { [N in ResourceScreenName]?: Partial<ResourceScreens> })[resource.name],
      },
    ],
  ),
) as Record<ResourceScreenName, ResourceScreens> & {
  [N in keyof typeof OVERRIDES]: ResourceScreens & (typeof OVERRIDES)[N];
};
