import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { rawHtmlKey } from '@/components/content/raw-html-key';
import { StaticRegion } from './static-region';
import { regionName } from './static-region-name';
import pageStyles from './page.module.css';
import styles from './page-heading.module.css';

/** One breadcrumb step; the last one is the current page. */
export type Crumb = { label: string; href?: string };

/**
 * The breadcrumb trail, shared by the page heading and the templates with their own masthead: every step but the
 * current page links; nothing renders without steps.
 */
export function Breadcrumbs({
  crumbs,
  className,
  label = 'Breadcrumb',
}: {
  crumbs: readonly Crumb[] | undefined;
  className?: string;
  /** The trail's name for assistive technology, in the page's language (`breadcrumb.label` of `common`). */
  label?: string;
}) {
  if (!crumbs || crumbs.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Breadcrumbs, the page title and an optional lede and actions. */
export function PageHeading({
  crumbs = [],
  title,
  lede,
  actions,
  eyebrow,
  titleId,
  breadcrumbLabel,
}: {
  crumbs?: Crumb[];
  /** The breadcrumb trail's name in the page's language ("Breadcrumb" without it). */
  breadcrumbLabel?: string;
  /** Id of the h1, for the `article` (or section) it names. */
  titleId?: string;
  title: ReactNode;
  lede?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  // HTML and links, carried once by a stored page (issue #33, goal 2); with actions (islands) the server leaves it whole.
  return (
    <StaticRegion
      as="header"
      region={regionName(`heading-${rawHtmlKey(typeof title === 'string' ? title : String(titleId))}`)}
      className={styles.pageHeading}
    >
      <Breadcrumbs crumbs={crumbs} className={styles.crumbs} label={breadcrumbLabel} />
      {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
      <div className={styles.titleRow}>
        <h1 id={titleId} className={pageStyles.title}>
          {title}
        </h1>
        {actions ? <div className={pageStyles.titleActions}>{actions}</div> : null}
      </div>
      {lede ? <p className={pageStyles.lede}>{lede}</p> : null}
    </StaticRegion>
  );
}
