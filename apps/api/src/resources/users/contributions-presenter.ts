// What every listed contribution of a member starts with: its kind, id, title and the address it is read at.
import { contentPath, excerpt } from '@reef/core';
import { htmlToText } from '@reef/markdown/html';

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

/** The most characters of a listed contribution's excerpt, its "…" included. */
export const EXCERPT_LENGTH = 200;

/**
 * What a list shows of a contribution: a tutorial's description, or the plain text of what was written (never its
 * markdown or markup), cut at a word.
 */
export function contributionExcerpt(r: { type: string; excerpt: string | null }): string {
  const text = r.excerpt ?? '';
  return excerpt(r.type === 'tutorial' ? text : htmlToText(text), EXCERPT_LENGTH);
}
