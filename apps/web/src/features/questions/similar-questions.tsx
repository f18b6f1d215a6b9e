'use client';
// While the asker types the title (issue #30, item 7: the ask form "suggests no similar questions while the title is
// typed"), the questions already asked that match it, so an answer that exists is found before a duplicate is posted.
// A polite live region: screen readers hear that suggestions appeared without losing their place in the title.
import { searchContent, type SearchHitItem } from '@reef/client';
import { contentPath } from '@reef/core';
import { useEffect, useId, useState } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import styles from './similar-questions.module.css';

/** Characters of title before suggestions are looked for, and the pause in typing that starts the search. */
const MIN_LENGTH = 15;
const DELAY_MS = 500;

export function SimilarQuestions({
  title,
  words,
}: {
  title: string;
  /** The list's heading and lede, in the page's language. */
  words: { heading: string; lede: string };
}) {
  const { apiUrl } = useRuntimeConfig();
  const headingId = useId();
  const [hits, setHits] = useState<SearchHitItem[]>([]);
  useEffect(() => {
    const query = title.trim();
    if (query.length < MIN_LENGTH) {
      setHits([]);
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      searchContent({ baseUrl: apiUrl, timeoutMs: 5000 }, { query, type: 'question', hits_per_page: 5 }).then(
        (results) => isCurrent && setHits(results.data),
        () => isCurrent && setHits([]),
      );
    }, DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [title, apiUrl]);
  return (
    <div aria-live="polite">
      {hits.length > 0 ? (
        <section aria-labelledby={headingId} className={styles.similar}>
          <h2 id={headingId} className={styles.heading}>
            {words.heading}
          </h2>
          <p className={styles.lede}>{words.lede}</p>
          <ul className={styles.list}>
            {hits.map((hit) => (
              <li key={hit.id}>
                <a href={contentPath('question', hit.slug)}>{hit.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
