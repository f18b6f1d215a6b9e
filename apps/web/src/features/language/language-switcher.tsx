'use client';
// The language menu of every page (issue #31, item 2: "a visible switcher"): the page the reader is on, in each of the
// nine interface languages, each named in its own language. A plain link per language: the interface changes with
// the address, and a crawler finds every language from any page. The reader's pick is remembered, so the offer of
// their browser's language (language-offer.tsx) stops once they have chosen.
import { localizedPath, LOCALE_NAMES, SITE_LOCALES } from '@/i18n/locale-path';
import { useSiteLocale, useSitePath } from '@/i18n/locale-context';
import { LANGUAGE_CHOICE_KEY } from './language-storage';
import styles from './language.module.css';

export function LanguageSwitcher({ label }: { label: string }) {
  const locale = useSiteLocale();
  const path = useSitePath();
  return (
    <nav aria-label={label} className={styles.switcher}>
      <span className={styles.label} aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        {label}
      </span>
      <ul className={styles.list}>
        {SITE_LOCALES.map((each) => (
          <li key={each}>
            <a
              href={localizedPath(path, each)}
              hrefLang={each}
              lang={each}
              aria-current={each === locale ? 'true' : undefined}
              className={styles.link}
              onClick={() => {
                try {
                  localStorage.setItem(LANGUAGE_CHOICE_KEY, each);
                } catch {
                  // storage refused (private mode): the choice simply is not remembered
                }
              }}
            >
              {LOCALE_NAMES[each]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
