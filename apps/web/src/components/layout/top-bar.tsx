// Top bar (spec: content-and-presentation §2): fixed links plus the rotating calls to action of global content top_hat.
import { getTopHatLinks, type TopHatLink } from '@reef/client';
import { objectTag, TOP_BAR_CONTENT_KEY, topBarLinks, type Brand } from '@reef/core';
import { unstable_rethrow } from 'next/navigation';
import { serverApi } from '@/lib/api';
import { localizedHref, type SiteLocale } from '@/i18n/locale-path';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { StaticRegion } from './static-region';
import { regionName } from './static-region-name';
import { TopBarMessages } from './top-bar-messages';
import styles from './top-bar.module.css';

/** The calls to action in the page's language: the block's translation, or the original when it has none. */
async function readTopHat(locale: SiteLocale): Promise<TopHatLink[]> {
  try {
    return await getTopHatLinks(serverApi({ tags: [objectTag.globalContent(TOP_BAR_CONTENT_KEY)] }), locale);
  } catch (error) {
    unstable_rethrow(error);
    // spec: content-and-presentation §8 — a top-bar fetch failure is logged and yields an empty list
    console.error('Top bar content could not be loaded', error);
    return [];
  }
}

/** The strip above the header, in the page's language (its fixed links lead to the same language's pages). */
export async function TopBar({ brand }: { brand: Brand }) {
  const locale = await pageLocale();
  const messages = await readTopHat(locale);
  const t = await getT('nav', locale);
  // The fixed links' words by where they lead; the docs are the brand's own site.
  const labels: Record<string, string> = {
    '/blog': t('topbar.blog'),
    '/support': t('topbar.support'),
    '/company/contact/sales?referrer=tophat': t('topbar.sales'),
  };
  const links = topBarLinks(brand).map((link) => ({
    href: localizedHref(link.href, locale),
    label: link.external ? t('topbar.docs') : (labels[link.href] ?? link.label),
  }));
  return (
    <section
      aria-label={t('topbar.announcements')}
      className={messages.length > 0 ? styles.bar : `${styles.bar} ${styles.empty}`}
    >
      <div className={styles.inner}>
        <div className={styles.messages}>
          {messages.length > 0 ? <TopBarMessages messages={messages} /> : null}
        </div>
        {/* Links only: carried once by a stored page (issue #33, goal 2). */}
        <StaticRegion
          as="nav"
          region={regionName(`quick-links-${locale}`)}
          aria-label={t('topbar.quick_links')}
          className={styles.nav}
        >
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </StaticRegion>
      </div>
    </section>
  );
}
