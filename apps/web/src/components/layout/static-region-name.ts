// The name a static region goes by (static-region.tsx): server components name their regions with it, and the web
// server (server/flight-strip.mjs) finds them in a page's flight data by its prefix. Plain code for both sides.

/** What every region's `region` prop starts with. */
export const REGION_PREFIX = 'reef-region:';

/** The `region` prop of a StaticRegion named `name`. */
export const regionName = (name: string) => `${REGION_PREFIX}${name}`;
