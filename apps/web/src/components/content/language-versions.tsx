// The other language versions of a piece of content (a tutorial, post or static page; issue #31): a line of links,
// each language named in its own language and marked with `hreflang` and `lang`, and the head's alternate links.
import Link from '@/components/ui/link';
import { languageName } from '@/lib/format';
import { getT } from '@/i18n/translate';
import { isSiteLocale, localizedPath } from '@/i18n/locale-path';
import styles from './language-versions.module.css';

/** One other language version: its language code and the page it is served at. */
export type LanguageVersion = { id: number; language: string; href: string };

/** "Read in: Deutsch, 日本語" (the label is the page's choice); nothing when there is no other version. */
export async function LanguageVersions({
  versions,
  label,
  className,
}: {
  versions: readonly LanguageVersion[];
  label?: string;
  className?: string;
}) {
  if (versions.length === 0) return null;
  const t = await getT('common');
  return (
    <p className={className ?? styles.versions}>
      {label ?? t('language_versions.read_in')}:{' '}
      {versions.map((version, index) => (
        <span key={version.id}>
          {index > 0 ? ', ' : ''}
          <Link
            // Each version is read in its own language: its address has that language's prefix (issue #31, item 2).
            href={
              isSiteLocale(version.language) ? localizedPath(version.href, version.language) : version.href
            }
            hrefLang={version.language}
            lang={version.language}
          >
            {languageName(version.language)}
          </Link>
        </span>
      ))}
    </p>
  );
}

/**
 * The page metadata's `alternate` (content-and-presentation §3: "map from language code to URL") of a page with
 * other language versions: every version by its language, the page itself included, and `x-default` at the
 * original. Empty when the page has no other published version.
 */
export function languageAlternates(
  page: { id: number; language: string; path: string; original_id: number | null },
  versions: readonly { id: number; language: string; path: string }[],
): Record<string, string> {
  if (versions.length === 0) return {};
  const all = [page, ...versions];
  const alternate: Record<string, string> = Object.fromEntries(all.map((v) => [v.language, v.path]));
  const original = all.find((v) => v.id === (page.original_id ?? page.id));
  if (original) alternate['x-default'] = original.path;
  return alternate;
}

/** The `lang` of a page's content: none for English, the page's language otherwise. */
export function contentLang(language: string | undefined): string | undefined {
  return language && language !== 'en' ? language : undefined;
}
