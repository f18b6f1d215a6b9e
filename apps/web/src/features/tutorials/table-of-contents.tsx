// "On this page": the tutorial's h2/h3 headings as links, collapsed on phones and always open beside the text on
// wide screens. No JavaScript.
import { getT } from '@/i18n/translate';
import styles from './table-of-contents.module.css';

/** A heading as the renderer records it. */
export type TocHeading = { slug: string; text: string; level: number };

/** The table of contents, or nothing for fewer than two sections. */
export async function TableOfContents({ headings }: { headings: TocHeading[] }) {
  const entries = headings.filter((heading) => heading.level >= 2 && heading.level <= 3 && heading.slug);
  if (entries.length < 2) return null;
  const t = await getT('reading');
  return (
    <nav aria-labelledby="toc-title" className={styles.nav}>
      <details className={styles.toc}>
        <summary className={styles.summary}>
          <span id="toc-title">{t('toc.title')}</span>
        </summary>
        <ol className={styles.list}>
          {entries.map((heading) => (
            <li key={heading.slug} className={heading.level === 3 ? styles.sub : undefined}>
              <a href={`#${heading.slug}`}>{heading.text}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
