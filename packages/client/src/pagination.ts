// spec: content-and-presentation §3 (pagination metadata) and §7 (fetch-all helper)

/** A paginated response: `data` plus `meta.pagination.page.{current,count}`. */
export type Paginated<T> = {
  data: T[];
  meta?: { pagination?: { page?: { current: number; count: number } } };
};

/** Fetches page after page until `meta.pagination.page.current` reaches `page.count`; returns every item. */
export async function fetchAll<T>(
  fetchPage: (page: number) => Promise<Paginated<T>>,
  options: { firstPage?: number; maxPages?: number } = {},
): Promise<T[]> {
  const items: T[] = [];
  const maxPages = options.maxPages ?? 1000;
  let page = options.firstPage ?? 1;
  for (let fetched = 0; fetched < maxPages; fetched += 1) {
    const response = await fetchPage(page);
    items.push(...response.data);
    const position = response.meta?.pagination?.page;
    // An empty page also ends the loop so a miscounted response cannot spin forever.
    if (!position || position.current >= position.count || response.data.length === 0) break;
    page = position.current + 1;
  }
  return items;
}
