// /_reef/menus/{locale}/{version}: the main menu's dropdown panels (issue #33, goal 2; menu-panels.ts), fetched by the
// menu island when a reader first reaches for the menu. Rendered on the first request for the brand and language
// of this server and kept (the menu's data changes only with a restart or a new build, which change the version). A
// version that is not this server's is not found: a page rendered by an earlier build or brand, still in a cache,
// then shows its dropdowns' message and overview links (main-nav.tsx) rather than another build's markup.
import { notFound } from 'next/navigation';
import { MenuPanels } from '@/components/layout/header/dropdown-content';
import { MENU_PANELS_PREFIX, menuPanelsPath, siteMainMenu } from '@/components/layout/header/menu-panels';
import { isSiteLocale } from '@/i18n/locale-path';
import { getBrand } from '@/lib/brand';

type Props = { params: Promise<{ locale: string; version: string }> };

// On-demand: rendered on the first request, then kept.
export function generateStaticParams(): { locale: string; version: string }[] {
  return [];
}

export default async function MenuPanelsPage({ params }: Props) {
  const { locale, version } = await params;
  if (!isSiteLocale(locale)) notFound();
  const menu = await siteMainMenu(getBrand(), locale);
  if (menuPanelsPath(menu, locale) !== `${MENU_PANELS_PREFIX}${locale}/${version}`) notFound();
  return <MenuPanels menu={menu} />;
}
