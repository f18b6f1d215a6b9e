// Posts (community-app §7, content-and-presentation §2 post types): markdown bodies rendered on write,
// found by type and slug. Everyone reads published ones; MANAGE_POSTS lists, writes and reads the source.
import { can, postResource, postTarget, type Actor } from '@reef/core';
import { presentPost, presentPostSummary } from '../../presenters/posts.js';
import { bundlePosts, createPost, findPost, listPosts, updatePost } from '../../services/posts.js';
import { defineAdminApi } from '../mount.js';

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
    presentPost(row, await bundlePosts(db, [row]), { withSource: isEditor(actor) }),
  create: (db, { post }, user) => createPost(db, user, post),
  update: (db, row, { post }) => updatePost(db, row, post),
  title: (post) => post.path,
  revalidates: (post) => postTarget(post.type, post.slug),
});
