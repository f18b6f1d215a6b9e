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
import { Fragment, useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { languageName } from '@/lib/format';
import { splitWords } from '@/features/comments/thread-words';
import {
  blockLabel,
  coverageRows,
  ENGLISH_TRANSLATIONS_WORDS,
  fillIn,
  markedMessage,
  type TranslationsWords,
} from './translation-labels';
import styles from './translations-admin.module.css';

type Loaded = { queue: TranslationQueue; coverage: TranslationCoverage };

async function loadAll(api: ApiContext, language: Language | ''): Promise<Loaded> {
  const [queue, coverage] = await Promise.all([
    listStaleTranslations(api, language || undefined),
    getTranslationCoverage(api),
  ]);
  return { queue, coverage };
}

/** The screen; `words` in the page's language (translations-words-server.ts), English when not given. */
export function TranslationsAdmin({ words: given }: { words?: TranslationsWords }) {
  const w = given ?? ENGLISH_TRANSLATIONS_WORDS;
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
      (failure: unknown) => setError(describeApiError(failure).message ?? w.loadFailed),
    );
  }, [session.status, session.api, language, w.loadFailed]);

  useEffect(load, [load]);

  async function mark(kind: TranslatedKind, id: number, title: string, keys?: string[]) {
    try {
      const result = await markTranslationBlocksUpToDate(session.api, id, keys, kind);
      setStatus(markedMessage(w, title, result.marked.length));
      load();
    } catch (failure) {
      setError(describeApiError(failure).message ?? w.markFailed);
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
        <h2 id="stale-queue-title">{w.staleTitle}</h2>
        <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="stale-language">{w.language}</label>
          <select
            id="stale-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language | '')}
          >
            <option value="">{w.allLanguages}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </form>
        {data === null ? (
          <p>{w.loading}</p>
        ) : data.queue.data.length === 0 ? (
          <p>{language ? fillIn(w.allUpToDateIn, { language: languageName(language) }) : w.allUpToDate}</p>
        ) : (
          <ul className={styles.queue}>
            {data.queue.data.map((item) => (
              <li key={`${item.kind}-${item.translation.id}`} className={styles.item}>
                <h3 className={styles.itemTitle}>
                  <Link href={item.translation.path} lang={item.translation.language}>
                    {item.translation.title}
                  </Link>{' '}
                  <span className={styles.muted}>
                    ({languageName(item.translation.language)},{' '}
                    {w.states[item.translation.state] ?? item.translation.state})
                  </span>
                </h3>
                <p className={styles.muted}>
                  {splitWords(w.original).map(({ text, name }) => (
                    <Fragment key={`${text}${name ?? ''}`}>
                      {text}
                      {name === 'original' ? (
                        <Link href={item.original.path}>{item.original.title}</Link>
                      ) : null}
                      {name === 'version' ? item.original.version : null}
                    </Fragment>
                  ))}
                  {item.tracked ? '' : w.untracked}
                </p>
                {/* On a phone the table scrolls on its own, not the page (its region takes the keyboard too). */}
                <div
                  className={styles.tableScroll}
                  role="region"
                  aria-label={fillIn(w.staleBlocksOf, { title: item.translation.title })}
                  tabIndex={0}
                >
                  <table className={styles.table}>
                    <caption className="visually-hidden">
                      {fillIn(w.staleBlocksOf, { title: item.translation.title })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{w.colStep}</th>
                        <th scope="col">{w.colBlock}</th>
                        <th scope="col">{w.colSince}</th>
                        <th scope="col">
                          <span className="visually-hidden">{w.colActions}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {item.blocks.map((block) => (
                        <tr key={block.key}>
                          <td lang={item.translation.language}>{block.section_title ?? w.introduction}</td>
                          <td>{blockLabel(block, w)}</td>
                          <td>{block.since_version ?? '—'}</td>
                          <td>
                            <Button
                              size="small"
                              variant="secondary"
                              onClick={() =>
                                void mark(item.kind, item.translation.id, item.translation.title, [block.key])
                              }
                            >
                              {w.markUpToDate}
                              <span className="visually-hidden">
                                : {block.section_title ?? w.introduction}, {blockLabel(block, w)}
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
                  {fillIn(w.markAll, { title: item.translation.title })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="coverage-title">
        <h2 id="coverage-title">{w.coverageTitle}</h2>
        {data === null ? (
          <p>{w.loading}</p>
        ) : (
          <div className={styles.tableScroll} role="region" aria-labelledby="coverage-title" tabIndex={0}>
            <table className={styles.table}>
              <caption>{w.coverageCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{w.colLanguage}</th>
                  {COVERAGE_KINDS.map((kind) => (
                    <th scope="col" key={kind}>
                      {w.kinds[kind]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {coverageRows(data.coverage, w).map((row) => (
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
