import Link from 'next/link';
import type { ReactNode } from 'react';
import pageStyles from './page.module.css';
import styles from './page-heading.module.css';

/** One breadcrumb step; the last one is the current page. */
export type Crumb = { label: string; href?: string };

/** Breadcrumbs, the page title and an optional lede and actions. */
export function PageHeading({
  crumbs = [],
  title,
  lede,
  actions,
  eyebrow,
  titleId,
}: {
  crumbs?: Crumb[];
  /** Id of the h1, for the `article` (or section) it names. */
  titleId?: string;
  title: ReactNode;
  lede?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <header className={styles.pageHeading}>
      {crumbs.length > 0 ? (
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
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
      ) : null}
      {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
      <div className={styles.titleRow}>
        <h1 id={titleId} className={pageStyles.title}>
          {title}
        </h1>
        {actions ? <div className={pageStyles.titleActions}>{actions}</div> : null}
      </div>
      {lede ? <p className={pageStyles.lede}>{lede}</p> : null}
    </header>
  );
}
