// What the JSON of typed site content (posts, static pages) opens with: which page it is and where the site serves it.
import type { Language } from '@reef/core';

/** The columns that name a typed page. */
type TypedPageRow = { id: number; type: string; slug: string; title: string; description: string };

/** A page's id, type, slug, public path (from its type and slug), title and description, in the order the responses list them. */
export function presentPageIdentity<Type extends string>(
  row: TypedPageRow,
  pathOf: (type: Type, slug: string) => string,
) {
  const type = row.type as Type;
  return {
    id: row.id,
    type,
    slug: row.slug,
    path: pathOf(type, row.slug),
    title: row.title,
    description: row.description,
  };
}

/** The other language versions of a post or page as the responses list them (`translations`), with their paths. */
export function presentVersions<Type extends string>(
  versions: { id: number; type: string; slug: string; title: string; language: string; state?: string }[],
  pathOf: (type: Type, slug: string) => string,
) {
  return versions.map((v) => ({
    id: v.id,
    language: v.language as Language,
    slug: v.slug,
    path: pathOf(v.type as Type, v.slug),
    title: v.title,
    ...(v.state !== undefined ? { state: v.state } : {}),
  }));
}
