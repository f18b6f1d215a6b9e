// The notice on a translated tutorial, post or static page whose original changed since it was translated (issue #31,
// item 4): which steps (a page's slices) changed, each with a disclosure of the original's words then → now. A server
// component: the disclosure is a `<details>`, and the diff is built from the API's text parts as React elements
// (`<ins>`/`<del>`), never from HTML.
import type { DiffPart, StaleSection, TranslationStatus } from '@reef/core';
import Link from '@/components/ui/link';
import { languageName } from '@/lib/format';
import { getT, type Translate } from '@/i18n/translate';
import { around } from '@/features/tutorials/around';
import styles from './stale-translation-notice.module.css';

/** The original's block then → now, word by word, as the API sent it. */
export function BlockDiff({ parts, lang }: { parts: readonly DiffPart[]; lang?: string }) {
  return (
    <pre className={styles.diff} lang={lang}>
      {parts.map((part, index) =>
        part.op === 'insert' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.op === 'delete' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </pre>
  );
}

/** A section's name: its title in the translation, else the introduction of a body or the place of a page's slice. */
function sectionName(section: StaleSection, language: string, t: Translate) {
  if (section.title) return <span lang={language}>{section.title}</span>;
  const slice = /^slice(\d+)$/.exec(section.key);
  return slice ? t('stale.part', { number: Number(slice[1]) }) : t('stale.introduction');
}

/** Nothing when the translation is up to date (or is no translation). */
export async function StaleTranslationNotice({
  status,
  language,
}: {
  status: TranslationStatus | undefined;
  /** The translation's language: its section titles are in it. */
  language: string;
}) {
  if (!status || status.up_to_date || status.stale_sections.length === 0) return null;
  const original = status.original;
  const count = status.stale_sections.length;
  const t = await getT('reading');
  // The sentence with its link and language name left as placeholders, set in where the language puts them.
  // Only tutorials and posts share their code blocks with the original; a page keeps its own copy of every field.
  const text =
    status.kind === 'static_page'
      ? t('stale.text_page', { count, original: '{original}', language: '{language}' })
      : t('stale.text', { count, original: '{original}', language: '{language}' });
  const [beforeLink, afterLink] = around(text, 'original');
  const [beforeLanguage, afterLanguage] = around(afterLink, 'language');
  const [beforeTitle, afterTitle] = around(t('stale.in_original', { title: '{title}' }), 'title');
  return (
    <aside className={styles.notice} aria-labelledby="stale-translation-title">
      <h2 id="stale-translation-title" className={styles.title}>
        {t('stale.title')}
      </h2>
      <p>
        {beforeLink}
        <Link href={original.path} hrefLang={original.language}>
          {t('stale.original')}
        </Link>
        {beforeLanguage}
        <span lang={original.language}>{languageName(original.language)}</span>
        {afterLanguage}
      </p>
      <ul className={styles.sections}>
        {status.stale_sections.map((section) => (
          <li key={section.key}>
            <details>
              <summary>{sectionName(section, language, t)}</summary>
              {section.original_title && section.original_title !== section.title ? (
                <p className={styles.muted}>
                  {beforeTitle}
                  <span lang={original.language}>{section.original_title}</span>
                  {afterTitle}
                </p>
              ) : null}
              {section.blocks.map((block) => (
                <div key={block.key} className={styles.block}>
                  <p className={styles.muted}>
                    {t('stale.block', { change: block.change, kind: block.kind })}{' '}
                    {block.since_version !== null
                      ? t('stale.since_version', { from: block.since_version, to: original.version })
                      : t('stale.in_version', { version: original.version })}
                  </p>
                  <BlockDiff parts={block.diff} lang={original.language} />
                </div>
              ))}
            </details>
          </li>
        ))}
      </ul>
    </aside>
  );
}
