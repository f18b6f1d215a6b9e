'use client';
// Section sub-navigation (spec: content-and-presentation §2): blog anchors on /blog, community items under /community
// (/community/tags/* highlights Tutorials), press items under /press.
import { activeCommunitySubnavHref, isCommunityPath, matchesPathRule } from '@reef/core';
import { NavLink } from '@/components/ui/nav-link';
import { SmartLink } from '@/components/ui/smart-link';
import styles from './sub-nav.module.css';
import { useSitePath } from '@/i18n/locale-context';

/** One sub-navigation link. */
export type SubNavLink = { label: string; href: string };

/** The link sets, built by the server from @reef/core's navigation data and the brand. */
export type SubNavSets = { blog: SubNavLink[]; community: SubNavLink[]; press: SubNavLink[] };

/** The names of the three sub-navigations (the `sub_nav` messages of `common`). */
export type SubNavLabels = { blog: string; community: string; press: string };

const ENGLISH_LABELS: SubNavLabels = { blog: 'Blog sections', community: 'Community', press: 'Press' };

/** The sub-navigation for the current section, or nothing outside blog, community and press. */
export function SubNav({ sets, labels = ENGLISH_LABELS }: { sets: SubNavSets; labels?: SubNavLabels }) {
  const pathname = useSitePath() ?? '/';
  let label: string;
  let links: SubNavLink[];
  let active: string | undefined;
  if (matchesPathRule(pathname, { path: '/blog', match: 'section' })) {
    label = labels.blog;
    links = sets.blog;
  } else if (isCommunityPath(pathname)) {
    label = labels.community;
    links = sets.community;
    active = activeCommunitySubnavHref(pathname);
  } else if (matchesPathRule(pathname, { path: '/press', match: 'section' })) {
    label = labels.press;
    links = sets.press;
    active = links.find((link) => link.href === pathname)?.href;
  } else {
    return null;
  }
  return (
    <nav aria-label={label} className={styles.subnav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink as={SmartLink} href={link.href} currentHref={active} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
