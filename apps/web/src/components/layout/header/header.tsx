// The site header: logo to /, main menu, header actions, and the section sub-navigation.
import { BLOG_SUBNAV_ANCHORS, communitySubnav, PRESS_SUBNAV, type Brand } from '@reef/core';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo/logo';
import { normalizeHrefs } from '@/lib/links';
import { SubNav, type SubNavSets } from '../sub-nav';
import { buildMainMenu } from './main-menu';
import { MainNav } from './main-nav';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';

/** Sub-navigation sets of a brand (brand links resolved). */
export function buildSubNavSets(brand: Brand): SubNavSets {
  return normalizeHrefs(
    {
      blog: BLOG_SUBNAV_ANCHORS.map((anchor) => ({ label: anchorLabel(anchor), href: `/blog#${anchor}` })),
      community: communitySubnav(brand).map(({ label, href }) => ({ label, href })),
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

/** The header of every page (hidden on /deploy by the frame); `actions` fills its right-hand side (search, sign-in, the member's menus), then the colour theme button. */
export function Header({ brand, actions }: { brand: Brand; actions: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Logo name={brand.name} href="/" color={brand.logo.color} compact />
          <MainNav items={normalizeHrefs(buildMainMenu(brand), brand.ownHosts)} />
          {actions}
          <ThemeToggle />
        </div>
      </div>
      <SubNav sets={buildSubNavSets(brand)} />
    </header>
  );
}
