// Page arithmetic shared by every list. Pages are 1-based (page 0 reads as the first page), except
// the calls whose spec default is page 0, which are 0-based end to end (`base: 0`).
import { isDbId, type PaginationMeta } from '@reef/core';

export type Page = { page: number; limit: number; offset: number; base: 0 | 1 };

/** Normalises `page`/`limit` into an offset. */
export function toPage(page: number, limit: number, base: 0 | 1 = 1): Page {
  if (base === 0) return { page, limit, offset: page * limit, base };
  const current = Math.max(1, page);
  return { page: current, limit, offset: (current - 1) * limit, base };
}

/** The `meta` block of a list response; `current` is in the page's own base. */
export function paginationMeta(page: Page, total: number): PaginationMeta {
  return {
    pagination: {
      page: { current: page.page, count: Math.max(1, Math.ceil(total / page.limit)) },
      per_page: page.limit,
      total,
    },
  };
}

/** Whether a path segment is a numeric id (otherwise it is a slug). */
export function isNumericId(value: string): boolean {
  return isDbId(value);
}
