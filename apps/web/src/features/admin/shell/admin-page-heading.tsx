'use client';
// Breadcrumbs and title of an admin page, derived from the sidebar entry the page lies under:
// Community / Administration / <section> / <this page>.
import { ADMIN_HOME_PATH } from '@reef/core';
import { findAdminSidebarEntry } from '@/features/admin/sidebar-table';
import type { ReactNode } from 'react';
import { PageHeading, type Crumb } from '@/components/layout/page-heading';
import { useSitePath } from '@/i18n/locale-context';
import { entryLabel, ENGLISH_ADMIN_WORDS, useAdminWords, type AdminWords } from './admin-words';

/** The breadcrumbs of the admin page at `pathname` titled `title`. */
export function adminCrumbs(
  pathname: string,
  title: string,
  extra: Crumb[] = [],
  words: AdminWords = ENGLISH_ADMIN_WORDS,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: words.community, href: '/community' }];
  if (pathname !== ADMIN_HOME_PATH) crumbs.push({ label: words.administration, href: ADMIN_HOME_PATH });
  const entry = findAdminSidebarEntry(pathname);
  if (entry && entry.href !== pathname && entryLabel(words, entry) !== title)
    crumbs.push({ label: entryLabel(words, entry), href: entry.href });
  return [...crumbs, ...extra, { label: title }];
}

/** The heading of an admin page: breadcrumbs, the h1, an optional lede and actions (a "New …" link). */
export function AdminPageHeading({
  title,
  lede,
  actions,
  crumbs,
}: {
  title: string;
  lede?: ReactNode;
  actions?: ReactNode;
  /** Steps between the section and this page (a tag's name before its edit page). */
  crumbs?: Crumb[];
}) {
  const pathname = useSitePath() || ADMIN_HOME_PATH;
  const words = useAdminWords();
  return (
    <PageHeading
      crumbs={adminCrumbs(pathname, title, crumbs, words)}
      title={title}
      lede={lede}
      actions={actions}
    />
  );
}
