// What the JSON of typed site content (posts, static pages) opens with: which page it is and where the site serves it.

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
