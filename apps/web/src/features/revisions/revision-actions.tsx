'use client';
// Roll back to a revision (its author or a moderator) or hide its text (moderators), on the history page only; a
// moderator may also read a hidden revision's text (the page itself is rendered without anyone's token). What the member
// may do comes from the API's `abilities` for the item, read once per page with their token; the server checks again on
// every call.
import { hideRevision, listRevisions, rollbackRevision } from '@reef/client';
import type { RevisionList, RevisionSubject } from '@reef/core';
import { useRouter } from '@/i18n/use-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useSession, type Session } from '@/features/auth/session-provider';
import { describeApiError, type ApiErrorWords } from '@/features/editor/api-errors';
import css from './revisions.module.css';

/** Per session (its API context), the history as the member may read it, fetched once per page and item. */
let lists = new WeakMap<object, Map<string, Promise<RevisionList | null>>>();

function memberList(session: Session, type: RevisionSubject, id: number) {
  let mine = lists.get(session.api);
  if (!mine) lists.set(session.api, (mine = new Map()));
  const key = `${type}:${id}`;
  if (!mine.has(key))
    mine.set(
      key,
      listRevisions(session.api, type, id, 'markdown').catch(() => null),
    );
  return mine.get(key)!;
}

function messageOf(error: unknown, fallback: string, words: ApiErrorWords): string {
  const described = describeApiError(error, words);
  return Object.values(described.fields)[0] ?? described.message ?? fallback;
}

/** What a revision's controls say, in the page's language, its number filled in by the server. */
export type RevisionActionWords = {
  showHidden: string;
  hideAgain: string;
  rollback: string;
  hideReason: string;
  hide: string;
  failed: string;
  errors: ApiErrorWords;
};

type Props = {
  type: RevisionSubject;
  id: number;
  number: number;
  isCurrent: boolean;
  isHidden: boolean;
  words: RevisionActionWords;
};

/** The rollback and hide controls of one revision, for members who may use them. */
export function RevisionActions({ type, id, number, isCurrent, isHidden, words }: Props) {
  const session = useSession();
  const router = useRouter();
  const reasonId = useId();
  const [may, setMay] = useState<RevisionList['abilities'] | null>(null);
  const [hiddenText, setHiddenText] = useState<string | null>(null);
  const [isShown, setIsShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (session.status !== 'signed-in' || isCurrent) return;
    let isLive = true;
    void memberList(session, type, id).then((list) => {
      if (!isLive || !list) return;
      const revision = list.data.find((r) => r.number === number);
      if (isHidden) setHiddenText(revision?.body_markdown ?? null);
      else setMay(list.abilities);
    });
    return () => {
      isLive = false;
    };
  }, [session, type, id, number, isCurrent, isHidden]);

  if (hiddenText !== null)
    return (
      <>
        <div className={css.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-expanded={isShown}
            onClick={() => setIsShown(!isShown)}
          >
            {isShown ? words.hideAgain : words.showHidden}
          </Button>
        </div>
        {isShown ? <pre className={css.diff}>{hiddenText}</pre> : null}
      </>
    );
  if (!may || (!may.rollback && !may.hide)) return null;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      lists = new WeakMap();
      router.refresh();
    } catch (failure) {
      setError(messageOf(failure, words.failed, words.errors));
    } finally {
      setBusy(false);
    }
  }

  function handleHide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() => hideRevision(session.api, type, id, number, reason));
  }

  return (
    <div className={css.actions}>
      {may.rollback ? (
        <Button
          variant="secondary"
          size="small"
          state={busy ? 'loading' : 'default'}
          onClick={() => void run(() => rollbackRevision(session.api, type, id, number))}
        >
          {words.rollback}
        </Button>
      ) : null}
      {may.hide ? (
        <form onSubmit={handleHide} className={css.actions}>
          <div className={css.field}>
            <label htmlFor={reasonId}>{words.hideReason}</label>
            <input
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              minLength={3}
              maxLength={500}
              required
            />
          </div>
          <Button type="submit" variant="secondary" size="small" state={busy ? 'loading' : 'default'}>
            {words.hide}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
