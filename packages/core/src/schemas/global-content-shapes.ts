// The shapes of the global content blocks the site reads. The API checks a saved block of one of these keys against
// its shape (422 naming each problem) and the admin editor checks it before sending; other keys hold any JSON.
import { z } from './zod.js';
import { PRICE_CATALOGUE_KEY, priceCatalogue } from '../pricing/catalogue.js';
import { TOP_HAT_KEY, topHatItem } from './site.js';

/** Most messages the top bar rotates through. */
export const TOP_HAT_MAX_ITEMS = 20;

/** `top_hat`: the top bar's rotating calls to action, in order. */
export const topHatData = z.array(topHatItem).max(TOP_HAT_MAX_ITEMS);

/** The global content keys whose data has a known shape, with that shape. */
export const GLOBAL_CONTENT_SHAPES: Readonly<Record<string, z.ZodType>> = {
  [TOP_HAT_KEY]: topHatData,
  // The price list of /pricing and its calculator (packages/core/src/pricing).
  [PRICE_CATALOGUE_KEY]: priceCatalogue,
};

/** The shape of a key's data, or undefined when the key holds any JSON. */
export function globalContentShape(key: string): z.ZodType | undefined {
  return Object.prototype.hasOwnProperty.call(GLOBAL_CONTENT_SHAPES, key)
    ? GLOBAL_CONTENT_SHAPES[key]
    : undefined;
}
