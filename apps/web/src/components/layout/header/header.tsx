// The site header: logo to /, main menu, header actions, and the section sub-navigation.
import { BLOG_SUBNAV_ANCHORS, communitySubnav, PRESS_SUBNAV, type Brand } from '@reef/core';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo/logo';
import { normalizeHrefs } from '@/lib/links';
import { getT } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import { StaticRegion } from '../static-region';
import { regionName } from '../static-region-name';
import { SubNav, type SubNavSets } from '../sub-nav';
import { subNavLabels } from '../sub-nav-labels';
import { MainNav, type MainNavItem } from './main-nav';
import { menuPanelsPath, siteMainMenu } from './menu-panels';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';
// The rules of the dropdowns' links, which the menu fetches (menu-panels.ts): in the page's styles, so the links are
// styled as they arrive.
import './dropdown-content.module.css';

/** The community sub-navigation's words in the page's language, by the address each link leads to. */
const COMMUNITY_SUBNAV_KEYS: Record<string, string> = {
  '/community/tutorials': 'subnav.tutorials',
  '/community/questions': 'subnav.questions',
  '/community/learning-paths': 'subnav.learning_paths',
  '/resources': 'subnav.businesses',
  '/impact': 'subnav.impact',
};

/** Sub-navigation sets of a brand (brand links resolved), in the page's language. */
export async function buildSubNavSets(brand: Brand): Promise<SubNavSets> {
  const t = await getT('nav');
  const docs = t('subnav.docs');
  const labels: Record<string, string> = {
    'subnav.tutorials': t('subnav.tutorials'),
    'subnav.questions': t('subnav.questions'),
    'subnav.learning_paths': t('subnav.learning_paths'),
    'subnav.businesses': t('subnav.businesses'),
    'subnav.impact': t('subnav.impact'),
  };
  return normalizeHrefs(
    {
      blog: BLOG_SUBNAV_ANCHORS.map((anchor) => ({ label: anchorLabel(anchor), href: `/blog#${anchor}` })),
      community: communitySubnav(brand).map(({ label, href, external }) => {
        const key = COMMUNITY_SUBNAV_KEYS[href];
        return { label: key ? labels[key]! : external ? docs : label, href };
      }),
      press: PRESS_SUBNAV.map(({ label, href }) => ({ label, href })),
    },
    brand.ownHosts,
  );
}

function anchorLabel(anchor: string): string {
  if (anchor === 'trust-security') return 'Trust & Security';
  return anchor
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The main menu's entries for its island, and where its dropdowns' links are: a page carries each dropdown's name and
 * overview page, not its links (menu-panels.ts; issue #33, goal 2).
 */
async function mainNav(brand: Brand): Promise<{ items: MainNavItem[]; panelsUrl: string }> {
  const locale = await pageLocale();
  const menu = await siteMainMenu(brand, locale);
  return {
    items: menu.map((item) =>
      item.kind === 'link'
        ? item
        : { kind: 'dropdown', id: item.id, label: item.label, overview: item.overview },
    ),
    panelsUrl: menuPanelsPath(menu, locale),
  };
}

/** The header of every page (hidden on /deploy by the frame); `actions` fills its right-hand side (search, sign-in, the member's menus), then the colour theme button. */
export async function Header({ brand, actions }: { brand: Brand; actions: ReactNode }) {
  const nav = await mainNav(brand);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          {/* The logo link carried once (issue #33, goal 2); the region takes no box of its own. */}
          <StaticRegion region={regionName('logo')} className={styles.logoRegion}>
            <Logo name={brand.name} href="/" color={brand.logo.color} compact />
          </StaticRegion>
          {/* Keyed by its panels' address: another language or brand is a fresh menu, not the panels it fetched. */}
          <MainNav key={nav.panelsUrl} {...nav} />
          {actions}
          <ThemeToggle />
        </div>
      </div>
      <SubNav sets={await buildSubNavSets(brand)} labels={await subNavLabels()} />
    </header>
  );
}
