// The query of the tag index (/community/tags): sort (popular, the default, or name), a name search and the page.
// Anything else in the address is ignored, and a value out of range falls back to the default.

/** The orders the tag index offers, as its links name them. */
export const TAG_INDEX_SORTS = [
  { value: 'popular', label: 'Popular' },
  { value: 'name', label: 'Name' },
] as const;
/** One order of the tag index. */
export type TagIndexSort = (typeof TAG_INDEX_SORTS)[number]['value'];

/** Tags per page of the index. */
export const TAG_INDEX_PAGE_SIZE = 60;

/** What the tag index shows. */
export type TagIndexParams = { sort: TagIndexSort; q: string | undefined; page: number };

/** Reads the tag index's query. */
export function parseTagIndexParams(raw: Record<string, string | string[] | undefined>): TagIndexParams {
  const one = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  const sort = one(raw.sort);
  const page = Number.parseInt(one(raw.page), 10);
  return {
    sort: TAG_INDEX_SORTS.some((item) => item.value === sort) ? (sort as TagIndexSort) : 'popular',
    q: one(raw.q).slice(0, 100) || undefined,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 500) : 1,
  };
}

/** The query values every link of the index keeps (the defaults left out). */
export function tagIndexValues(params: TagIndexParams): Record<string, string | undefined> {
  return { sort: params.sort === 'popular' ? undefined : params.sort, q: params.q };
}
