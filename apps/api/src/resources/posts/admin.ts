// Posts (community-app §7, content-and-presentation §2 post types): markdown bodies rendered on write,
// found by type and slug. Everyone reads published ones; MANAGE_POSTS lists, writes and reads the source.
import { can, postResource, postResponse, postTarget, type Actor } from '@reef/core';
import { presentPost, presentPostSummary } from './presenter.js';
import { bundlePosts, createPost, findPost, listPosts, postTranslations, updatePost } from './service.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { familyVersionsOf } from '../../platform/services/translations.js';

/** Editors get the markdown source with the rendered body. */
const isEditor = (actor: Actor) => can(actor, 'update', { type: 'post' });

export default defineAdminApi({
  resource: postResource,
  find: (db, actor, ref) => findPost(db, actor, ref.type ?? '', ref.key),
  list: {
    rows: listPosts,
    present: async (db, rows) => {
      const bundle = await bundlePosts(db, rows);
      return rows.map((r) => presentPostSummary(r, bundle));
    },
  },
  present: async (db, row, actor) =>
    presentPost(row, await bundlePosts(db, [row]), {
      withSource: isEditor(actor),
      // Editors see every version, drafts too, to link and translate them (the public read lists live ones).
      translations: isEditor(actor)
        ? await familyVersionsOf(db, 'post', row)
        : await postTranslations(db, row),
    }),
  create: (db, { post }, user) => createPost(db, user, post),
  update: (db, row, { post }, user) => updatePost(db, user, row, post),
  title: (post) => post.path,
  versions: {
    subject: 'post',
    toUpdate: (data) => {
      const post = postResponse.parse(data);
      return {
        post: {
          type: post.type,
          slug: post.slug,
          title: post.title,
          description: post.description,
          body: post.body_markdown ?? '',
          state: post.state,
          is_featured: post.is_featured,
          is_primary_featured: post.is_primary_featured,
          tags: post.tags.map((t) => t.slug),
          author: post.author?.slug ?? null,
          published_at: post.published_at,
        },
      };
    },
  },
  revalidates: (post) => postTarget(post.type, post.slug),
});
