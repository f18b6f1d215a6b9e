import { shareLinks } from '@reef/core';
import { getBrand } from '@/lib/brand';
import { getT } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import { StaticRegion } from '@/components/layout/static-region';
import { regionName } from '@/components/layout/static-region-name';
import { rawHtmlKey } from './raw-html-key';
import pageStyles from '@/components/layout/page.module.css';
import styles from './share-links.module.css';

/** Share links for platforms that support sharing (spec: content-and-presentation §5, §7). */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const links = shareLinks({ url, title, via: getBrand().twitterVia });
  if (links.length === 0) return null;
  const t = await getT('common');
  const locale = await pageLocale();
  // Plain links to other sites: a stored page carries them once, as HTML (static-region.tsx, issue #33).
  return (
    <StaticRegion region={regionName(`share-${locale}-${rawHtmlKey(url)}`)} className={styles.share}>
      <h2 className={pageStyles.asideTitle}>{t('share.title')}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
              <span className="visually-hidden"> {t('share.new_tab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </StaticRegion>
  );
}
