'use client';
// "2 new answers — show them" (issue #32, item 1: "an open question shows '2 new answers — show them' without moving
// what the reader is looking at"). Listens to the question's public channel (no sign-in needed), counts the answers
// posted since the page was drawn (not those already on it: the reader's own), and on request reads the page again
// in place (router.refresh keeps the scroll position and what was typed), then takes the reader to the first new one.
import { countLabel } from '@/lib/format';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import styles from './comments.module.css';

const onPage = (id: number) => document.getElementById(`comment-${id}`) !== null;

export function NewAnswersNotice({ questionId }: { questionId: number }) {
  const { apiUrl } = useRuntimeConfig();
  const router = useRouter();
  const [fresh, setFresh] = useState<number[]>([]);

  useEffect(() => {
    let stop = () => undefined as void;
    let cancelled = false;
    void import('@/features/notifications/live-client').then(({ startLive }) => {
      if (cancelled) return;
      stop = startLive({
        baseUrl: apiUrl,
        channel: `/question/${questionId}`,
        onMessage: (data) => {
          const { id } = data;
          if (data.type !== 'answer' || typeof id !== 'number' || onPage(id)) return;
          setFresh((ids) => (ids.includes(id) ? ids : [...ids, id]));
        },
        onReset: () => undefined,
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [apiUrl, questionId]);

  // The page is read again; the write's revalidation may land a moment after its message, so a page that does not
  // show them yet is read again, twice at most.
  const show = (wanted: number[], attempt = 1) => {
    startTransition(() => router.refresh());
    window.setTimeout(() => {
      if (wanted.every(onPage)) {
        setFresh((ids) => ids.filter((id) => !wanted.includes(id)));
        document.getElementById(`comment-${wanted[0]}`)?.focus();
      } else if (attempt < 3) show(wanted, attempt + 1);
    }, 1000);
  };

  return (
    <div role="status" className={styles.newAnswers}>
      {fresh.length > 0 ? (
        <button type="button" className={styles.newAnswersButton} onClick={() => show(fresh)}>
          {countLabel(fresh.length, 'new answer')} — show them
        </button>
      ) : null}
    </div>
  );
}
