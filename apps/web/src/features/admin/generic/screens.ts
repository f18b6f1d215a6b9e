// Where the generic screens of each plain admin section live and link to: the object's admin page, its edit page,
// its public page, and, where the object's JSON differs from the form's fields, how a form starts from it. A section
// with controls of its own (global contents, marketing forms) declares its screens beside them; the admin pages'
// catch-all routes (app/community/admin/[resource]) put the two together.
import {
  distributionResource,
  featureFlagResource,
  groupGrantableFlags,
  partnerResource,
  Permissions,
  postResource,
  staticPageResource,
  tagResource,
  toolResource,
  tutorialSeriesResource,
  userGroupResource,
  versionedTutorialGroupResource,
  type AdminResource,
} from '@reef/core';

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

/** The plain sections served by the generic list, detail and form. */
export const RESOURCE_SCREENS = {
  tag: {
    resource: tagResource,
    ...byId(tagResource),
    publicHref: (item) => published(item.state, `/community/tags/${String(item.slug)}`),
    title: named,
  },
  tool: {
    resource: toolResource,
    ...byId(toolResource),
    publicHref: (item) => published(item.state, `/community/tools/${String(item.slug)}`),
    title: named,
    formValues: (item) => ({ ...item, body: item.body_markdown ?? '' }),
  },
  distribution: {
    resource: distributionResource,
    ...byId(distributionResource),
    title: named,
  },
  versioned_tutorial_group: {
    resource: versionedTutorialGroupResource,
    ...byId(versionedTutorialGroupResource),
    title: named,
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
  feature_flag: {
    resource: featureFlagResource,
    ...byId(featureFlagResource),
    title: named,
  },
  // A group grants at most its editor's own flags, not those the editor has through groups (the API's rule).
  user_group: {
    resource: userGroupResource,
    ...byId(userGroupResource),
    title: named,
    grantable: (editor) =>
      Permissions.from(groupGrantableFlags(Permissions.from(editor.own_permissions ?? '0'))),
  },
  // The series' list is /community/tutorial-series (community-app §2); its edit page follows the content pattern
  // /community/{type plural}/{slug}/edit.
  tutorial_series: {
    resource: tutorialSeriesResource,
    detailHref: (item) => `/community/tutorial-series/${String(item.slug)}/edit`,
    editHref: (item) => `/community/tutorial-series/${String(item.slug)}/edit`,
    newHref: '/community/tutorial-series/new',
    publicHref: (item) => published(item.state, `/community/tutorial-series/${String(item.slug)}`),
    title: named,
    formValues: (item) => ({
      ...item,
      description: item.body_markdown ?? '',
      tutorial_ids: ((item.tutorials ?? []) as { id: number }[]).map((tutorial) => tutorial.id),
    }),
  },
  partner: {
    resource: partnerResource,
    ...byId(partnerResource),
    publicHref: (item) => published(item.state, '/partners'),
    title: named,
  },
  // Pages and posts are addressed by type and slug (a nested slug is one encoded segment); their edit pages are
  // the editors of features/admin/static-pages and features/admin/posts.
  static_page: {
    resource: staticPageResource,
    ...byTypeAndSlug(staticPageResource),
    publicHref: (item) => (item.state === 'draft' || item.state === 'trashed' ? null : String(item.path)),
    title: (item) => String(item.path ?? item.title),
  },
  post: {
    resource: postResource,
    ...byTypeAndSlug(postResource),
    publicHref: (item) => published(item.state, String(item.path)),
    title: (item) => String(item.path ?? item.title),
  },
} satisfies Record<string, ResourceScreens>;

/** A section name of `RESOURCE_SCREENS`. */
export type ResourceScreenName = keyof typeof RESOURCE_SCREENS;
