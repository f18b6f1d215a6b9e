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
