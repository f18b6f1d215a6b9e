// Top bar (spec: content-and-presentation §2): fixed links plus the rotating calls to action of global content top_hat.
import { getTopHatLinks, type TopHatLink } from '@reef/client';
import { objectTag, TOP_BAR_CONTENT_KEY, topBarLinks, type Brand } from '@reef/core';
import { unstable_rethrow } from 'next/navigation';
import { serverApi } from '@/lib/api';
import { TopBarMessages } from './top-bar-messages';
import styles from './top-bar.module.css';

async function readTopHat(): Promise<TopHatLink[]> {
  try {
    return await getTopHatLinks(serverApi({ tags: [objectTag.globalContent(TOP_BAR_CONTENT_KEY)] }));
  } catch (error) {
    unstable_rethrow(error);
    // spec: content-and-presentation §8 — a top-bar fetch failure is logged and yields an empty list
    console.error('Top bar content could not be loaded', error);
    return [];
  }
}

/** The strip above the header. */
export async function TopBar({ brand }: { brand: Brand }) {
  const messages = await readTopHat();
  const links = topBarLinks(brand);
  return (
    <section
      aria-label="Announcements"
      className={messages.length > 0 ? styles.bar : `${styles.bar} ${styles.empty}`}
    >
      <div className={styles.inner}>
        <div className={styles.messages}>
          {messages.length > 0 ? <TopBarMessages messages={messages} /> : null}
        </div>
        <nav aria-label="Quick links" className={styles.nav}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
