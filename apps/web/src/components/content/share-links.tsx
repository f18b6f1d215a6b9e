import { shareLinks } from '@reef/core';
import { getBrand } from '@/lib/brand';
import pageStyles from '@/components/layout/page.module.css';
import styles from './share-links.module.css';

/** Share links for platforms that support sharing (spec: content-and-presentation §5, §7). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const links = shareLinks({ url, title, via: getBrand().twitterVia });
  if (links.length === 0) return null;
  return (
    <div className={styles.share}>
      <h2 className={pageStyles.asideTitle}>Share</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
