'use client';
// A question's or tutorial's page, live (issue #32, item 1: "an open question shows '2 new answers — show them'
// without moving what the reader is looking at"; "comment threads, vote counts … update live"). Listens to the page's
// public channel (no sign-in needed) and
//   - counts the answers and comments posted since the page was drawn (not those already on it: the reader's own),
//     and on request reads the page again in place (router.refresh keeps the scroll position and what was typed),
//     then takes the reader to the first new one;
//   - hands every vote count it hears to the upvote buttons of that object (features/votes/live-votes.ts), which
//     change their number where it stands.
import { useRouter } from '@/i18n/use-router';
import { startTransition, useEffect, useState } from 'react';
import { fillWords, pluralText, type PluralForms } from './thread-words';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { LIVE_VOTES_EVENT, type LiveVotes } from '@/features/votes/live-votes';
import styles from './comments.module.css';

/** What the live notice says, in the page's language (live-words in thread-words-server.ts). */
export type LiveWords = {
  newAnswers: PluralForms;
  newComments: PluralForms;
  /** With `{answers}` and `{comments}`. */
  both: string;
  /** With `{fresh}`. */
  show: string;
};

/** The notice's English words, for the pages that pass none. */
export const ENGLISH_LIVE_WORDS: LiveWords = {
  newAnswers: { locale: 'en', forms: { one: '{count} new answer', other: '{count} new answers' } },
  newComments: { locale: 'en', forms: { one: '{count} new comment', other: '{count} new comments' } },
  both: '{answers} and {comments}',
  show: '{fresh} — show them',
};

/** The page whose channel is heard. */
export type LiveThreadProps = { rootType: 'question' | 'tutorial'; rootId: number; words?: LiveWords };

type Fresh = { answers: number[]; comments: number[] };

const onPage = (id: number) => document.getElementById(`comment-${id}`) !== null;

/** "1 new answer and 2 new comments" */
export function freshLabel({ answers, comments }: Fresh, words: LiveWords = ENGLISH_LIVE_WORDS): string {
  const answersText = answers.length > 0 ? pluralText(words.newAnswers, answers.length) : null;
  const commentsText = comments.length > 0 ? pluralText(words.newComments, comments.length) : null;
  return answersText && commentsText
    ? fillWords(words.both, { answers: answersText, comments: commentsText })
    : (answersText ?? commentsText ?? '');
}

export function LiveThread({ rootType, rootId, words = ENGLISH_LIVE_WORDS }: LiveThreadProps) {
  const { apiUrl } = useRuntimeConfig();
  const router = useRouter();
  const [fresh, setFresh] = useState<Fresh>({ answers: [], comments: [] });

  useEffect(() => {
    let stop = () => undefined as void;
    let cancelled = false;
    void import('@/features/notifications/live-client').then(({ startLive }) => {
      if (cancelled) return;
      stop = startLive({
        baseUrl: apiUrl,
        channel: `/${rootType}/${rootId}`,
        onMessage: (data) => {
          if (data.type === 'votes') {
            const { target, count } = data as unknown as LiveVotes;
            window.dispatchEvent(new CustomEvent<LiveVotes>(LIVE_VOTES_EVENT, { detail: { target, count } }));
            return;
          }
          const { id } = data;
          const kind = data.type === 'answer' ? 'answers' : data.type === 'comment' ? 'comments' : null;
          if (!kind || typeof id !== 'number' || onPage(id)) return;
          setFresh((current) =>
            current[kind].includes(id) ? current : { ...current, [kind]: [...current[kind], id] },
          );
        },
        onReset: () => undefined,
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [apiUrl, rootType, rootId]);

  // The page is read again; the write's revalidation may land a moment after its message, so a page that does not
  // show them yet is read again, twice at most.
  const show = (wanted: number[], attempt = 1) => {
    startTransition(() => router.refresh());
    window.setTimeout(() => {
      if (wanted.every(onPage)) {
        const drop = (ids: number[]) => ids.filter((id) => !wanted.includes(id));
        setFresh((current) => ({ answers: drop(current.answers), comments: drop(current.comments) }));
        document.getElementById(`comment-${wanted[0]}`)?.focus();
      } else if (attempt < 3) show(wanted, attempt + 1);
    }, 1000);
  };

  const wanted = [...fresh.answers, ...fresh.comments];
  return (
    <div role="status" className={styles.newAnswers}>
      {wanted.length > 0 ? (
        <button type="button" className={styles.newAnswersButton} onClick={() => show(wanted)}>
          {fillWords(words.show, { fresh: freshLabel(fresh, words) })}
        </button>
      ) : null}
    </div>
  );
}
