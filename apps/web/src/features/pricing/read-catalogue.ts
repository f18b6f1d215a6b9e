// The price catalogue for the products and pricing pages, cached under its global-content tag so an edit in
// the admin area shows on the next request. A missing or unreadable catalogue yields null (the pages say
// prices are unavailable) and is logged, never a crashed page. It is read in the page's language: the block's
// translation (product names, summaries, units, option labels), or the original when it has none (issue #31).
import 'server-only';
import { getPriceCatalogue } from '@reef/client';
import { objectTag, PRICE_CATALOGUE_KEY, type PriceCatalogue } from '@reef/core';
import { cachedApi, readOptional } from '@/lib/content-api';
import { pageLocale } from '@/i18n/page-locale';

export async function readPriceCatalogue(): Promise<PriceCatalogue | null> {
  const locale = await pageLocale();
  return readOptional(
    () => getPriceCatalogue(cachedApi([objectTag.globalContent(PRICE_CATALOGUE_KEY)]), locale),
    null,
    'the price catalogue',
  );
}
