// What every listed contribution of a member starts with: its kind, id, title and the address it is read at.
import { contentPath } from '@reef/core';

/** An answer or comment is read on its thread's page at its own anchor; anything else at its own page. */
export function contributionHead<Type extends string>(r: {
  type: Type;
  id: number | string;
  title: string;
  slug: string;
  root_type: string;
}) {
  return {
    type: r.type,
    id: Number(r.id),
    title: r.title,
    slug: r.slug,
    url:
      r.type === 'answer' || r.type === 'comment'
        ? contentPath(r.root_type, r.slug, { comment: Number(r.id) })
        : contentPath(r.type, r.slug),
  };
}
