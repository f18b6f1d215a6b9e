'use client';
// The translators' screen (issue #31, item 4): the queue of translated tutorials, posts and static pages whose
// original changed since, per language, with the steps (a page's slices) that changed and "Mark up to date" (the
// original's change needs no change of the translation), and the coverage table per language and content kind. The
// admin gate shows it to the editors of tutorials, posts or pages; the API gives each the kinds they edit.
import {
  getTranslationCoverage,
  listStaleTranslations,
  markTranslationBlocksUpToDate,
  type ApiContext,
} from '@reef/client';
import {
  COVERAGE_KINDS,
  LANGUAGES,
  type Language,
  type TranslatedKind,
  type TranslationCoverage,
  type TranslationQueue,
} from '@reef/core';
import Link from '@/components/ui/link';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { languageName } from '@/lib/format';
import { coverageRows, KIND_LABELS, blockLabel } from './translation-labels';
import styles from './translations-admin.module.css';

type Loaded = { queue: TranslationQueue; coverage: TranslationCoverage };

async function loadAll(api: ApiContext, language: Language | ''): Promise<Loaded> {
  const [queue, coverage] = await Promise.all([
    listStaleTranslations(api, language || undefined),
    getTranslationCoverage(api),
  ]);
  return { queue, coverage };
}

export function TranslationsAdmin() {
  const session = useSession();
  const [language, setLanguage] = useState<Language | ''>('');
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const load = useCallback(() => {
    if (session.status !== 'signed-in') return;
    loadAll(session.api, language).then(
      (loaded) => {
        setData(loaded);
        setError(null);
      },
      (failure: unknown) =>
        setError(describeApiError(failure).message ?? 'The translations could not be loaded.'),
    );
  }, [session.status, session.api, language]);

  useEffect(load, [load]);

  async function mark(kind: TranslatedKind, id: number, title: string, keys?: string[]) {
    try {
      const result = await markTranslationBlocksUpToDate(session.api, id, keys, kind);
      setStatus(
        `${title}: ${result.marked.length === 1 ? 'one block' : `${result.marked.length} blocks`} marked up to date.`,
      );
      load();
    } catch (failure) {
      setError(describeApiError(failure).message ?? 'The blocks could not be marked.');
    }
  }

  return (
    <div className={styles.screen}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      <section aria-labelledby="stale-queue-title">
        <h2 id="stale-queue-title">Stale translations</h2>
        <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="stale-language">Language</label>
          <select
            id="stale-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language | '')}
          >
            <option value="">All languages</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </form>
        {data === null ? (
          <p>Loading…</p>
        ) : data.queue.data.length === 0 ? (
          <p>Every translation{language ? ` in ${languageName(language)}` : ''} is up to date.</p>
        ) : (
          <ul className={styles.queue}>
            {data.queue.data.map((item) => (
              <li key={`${item.kind}-${item.translation.id}`} className={styles.item}>
                <h3 className={styles.itemTitle}>
                  <Link href={item.translation.path} lang={item.translation.language}>
                    {item.translation.title}
                  </Link>{' '}
                  <span className={styles.muted}>
                    ({languageName(item.translation.language)}, {item.translation.state})
                  </span>
                </h3>
                <p className={styles.muted}>
                  Original: <Link href={item.original.path}>{item.original.title}</Link>, version{' '}
                  {item.original.version}
                  {item.tracked
                    ? ''
                    : ' — compared with the original as it was when the translation was last saved'}
                </p>
                {/* On a phone the table scrolls on its own, not the page (its region takes the keyboard too). */}
                <div
                  className={styles.tableScroll}
                  role="region"
                  aria-label={`Stale blocks of ${item.translation.title}`}
                  tabIndex={0}
                >
                  <table className={styles.table}>
                    <caption className="visually-hidden">Stale blocks of {item.translation.title}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Step</th>
                        <th scope="col">Block</th>
                        <th scope="col">Since version</th>
                        <th scope="col">
                          <span className="visually-hidden">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {item.blocks.map((block) => (
                        <tr key={block.key}>
                          <td lang={item.translation.language}>{block.section_title ?? 'Introduction'}</td>
                          <td>{blockLabel(block)}</td>
                          <td>{block.since_version ?? '—'}</td>
                          <td>
                            <Button
                              size="small"
                              variant="secondary"
                              onClick={() =>
                                void mark(item.kind, item.translation.id, item.translation.title, [block.key])
                              }
                            >
                              Mark up to date
                              <span className="visually-hidden">
                                : {block.section_title ?? 'Introduction'}, {blockLabel(block)}
                              </span>
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => void mark(item.kind, item.translation.id, item.translation.title)}
                >
                  Mark every block of “{item.translation.title}” up to date
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="coverage-title">
        <h2 id="coverage-title">Coverage</h2>
        {data === null ? (
          <p>Loading…</p>
        ) : (
          <div className={styles.tableScroll} role="region" aria-labelledby="coverage-title" tabIndex={0}>
            <table className={styles.table}>
              <caption>
                Per language: the originals written in another language, how many are translated, and how many
                of those translations are up to date.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Language</th>
                  {COVERAGE_KINDS.map((kind) => (
                    <th scope="col" key={kind}>
                      {KIND_LABELS[kind]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {coverageRows(data.coverage).map((row) => (
                  <tr key={row.language}>
                    <th scope="row" lang={row.language}>
                      {languageName(row.language)}
                    </th>
                    {row.cells.map((cell) => (
                      <td key={cell.kind}>{cell.text}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
