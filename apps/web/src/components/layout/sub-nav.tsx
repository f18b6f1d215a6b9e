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

/** The sub-navigation for the current section, or nothing outside blog, community and press. */
export function SubNav({ sets }: { sets: SubNavSets }) {
  const pathname = useSitePath() ?? '/';
  let label: string;
  let links: SubNavLink[];
  let active: string | undefined;
  if (matchesPathRule(pathname, { path: '/blog', match: 'section' })) {
    label = 'Blog sections';
    links = sets.blog;
  } else if (isCommunityPath(pathname)) {
    label = 'Community';
    links = sets.community;
    active = activeCommunitySubnavHref(pathname);
  } else if (matchesPathRule(pathname, { path: '/press', match: 'section' })) {
    label = 'Press';
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
