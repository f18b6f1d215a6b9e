'use client';
// The tab navigation of /community/settings: links (each section is its own page), the current one marked.
import Link from '@/components/ui/link';
import styles from './settings.module.css';
import { useSitePath } from '@/i18n/locale-context';

/** One settings section: its page and the tab's label. */
export type SettingsTab = { href: string; label: string };

/** A navigation landmark of links; `aria-current="page"` marks the section shown. */
export function SettingsTabs({ tabs, label }: { tabs: readonly SettingsTab[]; label: string }) {
  const pathname = useSitePath() ?? '';
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => {
          const isCurrent = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
          return (
            <li key={tab.href}>
              <Link href={tab.href} aria-current={isCurrent ? 'page' : undefined} className={styles.tab}>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
