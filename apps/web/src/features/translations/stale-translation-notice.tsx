// The notice on a translated tutorial whose original changed since it was translated (issue #31, item 4): which
// steps changed, each with a disclosure of the original's words then → now. A server component: the disclosure is a
// `<details>`, and the diff is built from the API's text parts as React elements (`<ins>`/`<del>`), never from HTML.
import type { DiffPart, TranslationStatus } from '@reef/core';
import { contentPath } from '@reef/core';
import Link from '@/components/ui/link';
import { languageName } from '@/lib/format';
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

const CHANGE_LABEL = { changed: 'Changed', added: 'Added', removed: 'Removed' } as const;
const KIND_LABEL = { heading: 'heading', text: 'text', callout: 'note', code: 'code' } as const;

/** Nothing when the translation is up to date (or is no translation). */
export function StaleTranslationNotice({
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
  return (
    <aside className={styles.notice} aria-labelledby="stale-translation-title">
      <h2 id="stale-translation-title" className={styles.title}>
        The original has changed since this translation
      </h2>
      <p>
        {count === 1 ? 'One part' : `${count} parts`} of the{' '}
        <Link href={contentPath('tutorial', original.slug)} hrefLang={original.language}>
          original
        </Link>{' '}
        (<span lang={original.language}>{languageName(original.language)}</span>) changed after this
        translation was made, so the translation may be out of date there. Commands and code blocks always
        follow the original.
      </p>
      <ul className={styles.sections}>
        {status.stale_sections.map((section) => (
          <li key={section.key}>
            <details>
              <summary>
                {section.title ? <span lang={language}>{section.title}</span> : 'Introduction'}
              </summary>
              {section.original_title && section.original_title !== section.title ? (
                <p className={styles.muted}>
                  In the original: <span lang={original.language}>{section.original_title}</span>
                </p>
              ) : null}
              {section.blocks.map((block) => (
                <div key={block.key} className={styles.block}>
                  <p className={styles.muted}>
                    {CHANGE_LABEL[block.change]} {KIND_LABEL[block.kind]}
                    {block.since_version !== null
                      ? ` (original version ${block.since_version} → ${original.version})`
                      : ` (in version ${original.version})`}
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
