// The main menu's dropdown panels as a resource of their own (issue #33, goal 2). A page carries the menu's buttons
// but not the dropdowns' links: those can only be opened with JavaScript, and most readers never open them. The menu
// island (main-nav.tsx) fetches them on the reader's first sign of wanting them from `/_reef/menus/<locale>/<version>`
// (app/%5Freef/menus/…), where DropdownContent renders them from the same data as the page's menu. The version names
// what the panels are made of (the build, the language, the brand's menu), so the browser and the caches keep an
// address for good: another build, brand or language is another address, given by the pages rendered with it.
import { createHash } from 'node:crypto';
import type { Brand } from '@reef/core';
import type { SiteLocale } from '@/i18n/locale-path';
import { normalizeHrefs } from '@/lib/links';
import { buildMainMenu, type MainMenuItem } from './main-menu';

/** Where the panels are served (`<prefix><locale>/<version>`); the proxy lets the path through as it is (proxy.ts). */
export const MENU_PANELS_PREFIX = '/_reef/menus/';

/** The main menu of `brand` in `locale`, its brand links resolved as the site shows them. */
export async function siteMainMenu(brand: Brand, locale: SiteLocale): Promise<MainMenuItem[]> {
  return normalizeHrefs(await buildMainMenu(brand, locale), brand.ownHosts);
}

/**
 * The address of `menu`'s panels in `locale`. The build is in it (REEF_BUILD_ID, set by the production server from
 * the build's id: the panels' markup and class names are the build's), and so is every word and address of the
 * dropdowns, so the address changes whenever what it serves would.
 */
export function menuPanelsPath(menu: readonly MainMenuItem[], locale: SiteLocale): string {
  const dropdowns = menu.filter((item) => item.kind === 'dropdown');
  const version = createHash('sha256')
    .update(JSON.stringify([process.env.REEF_BUILD_ID ?? '', locale, dropdowns]))
    .digest('hex')
    .slice(0, 16);
  return `${MENU_PANELS_PREFIX}${locale}/${version}`;
}
