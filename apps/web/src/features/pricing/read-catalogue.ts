// The price catalogue for the products and pricing pages, cached under its global-content tag so an edit in
// the admin area shows on the next request. A missing or unreadable catalogue yields null (the pages say
// prices are unavailable) and is logged, never a crashed page.
import 'server-only';
import { getPriceCatalogue } from '@reef/client';
import { objectTag, PRICE_CATALOGUE_KEY, type PriceCatalogue } from '@reef/core';
import { cachedApi, readOptional } from '@/lib/content-api';

export function readPriceCatalogue(): Promise<PriceCatalogue | null> {
  return readOptional(
    () => getPriceCatalogue(cachedApi([objectTag.globalContent(PRICE_CATALOGUE_KEY)])),
    null,
    'the price catalogue',
  );
}
