'use client';
// One suggested edit (issue #32), read with the member's token: its diff (HTML the API rendered: escaped text in
// <ins>/<del>), and for the item's author or a moderator the review form — accept as sent, accept with changes, or
// decline with a reason. The suggester sees where it stands.
import { getSuggestedEdit, listSuggestedEdits, reviewSuggestedEdit } from '@reef/client';
import type { SuggestedEditResponse } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError, type ApiErrorWords, type FormErrors } from '@/features/editor/api-errors';
import { displayName } from '@/lib/format';
import css from './revisions.module.css';
import { Fragment, type ReactNode } from 'react';
import { fillWords, splitWords } from '@/features/comments/thread-words';

/** What the suggested-edit pages say, in the page's language; `{…}` are filled in here. */
export type ReviewWords = {
  states: { pending: string; accepted: string; declined: string };
  /** With `{login}`, the link. */
  logInToSee: string;
  logInToSeeList: string;
  logIn: string;
  notFound: string;
  loading: string;
  /** With `{subject}` (its link), `{author}` and `{state}`. */
  summary: string;
  formerMember: string;
  /** With `{note}`. */
  note: string;
  viewLabel: string;
  rendered: string;
  markdown: string;
  /** With `{number}`. */
  changes: string;
  review: string;
  bodyLabel: string;
  reasonLabel: string;
  accept: string;
  decline: string;
  listFailed: string;
  listLoading: string;
  listEmpty: string;
  /** With `{id}` and `{author}`. */
  item: string;
  errors: ApiErrorWords;
};

/** `template` as text and links: each `{name}` replaced by `parts[name]`. */
function withParts(template: string, parts: Record<string, ReactNode>): ReactNode {
  return splitWords(template).map(({ text, name }) => (
    <Fragment key={`${text}${name ?? ''}`}>
      {text}
      {name ? parts[name] : null}
    </Fragment>
  ));
}

/** The suggestion `id` and, for its reviewers, the review form. */
export function SuggestionReview({ id, words }: { id: number; words: ReviewWords }) {
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const ids = { reason: useId(), body: useId() };
  const [edit, setEdit] = useState<SuggestedEditResponse | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [view, setView] = useState<'markdown' | 'rendered'>('rendered');
  const [reason, setReason] = useState('');
  const [body, setBody] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    let isLive = true;
    getSuggestedEdit(session.api, id).then(
      (value) => {
        if (isLive) setEdit(value);
      },
      () => {
        if (isLive) setLoadError(true);
      },
    );
    return () => {
      isLive = false;
    };
  }, [session.status, session.api, id]);

  if (session.status === 'signed-out')
    return <p>{withParts(words.logInToSee, { login: <a href={loginUrl}>{words.logIn}</a> })}</p>;
  if (loadError)
    return (
      <p role="alert" className={css.error}>
        {words.notFound}
      </p>
    );
  if (!edit)
    return (
      <p role="status" className={css.meta}>
        {words.loading}
      </p>
    );

  async function review(decision: 'accept' | 'decline') {
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const changed = body !== null && body !== edit!.body_markdown ? { body } : {};
      setEdit(await reviewSuggestedEdit(session.api, id, { decision, reason, ...changed }));
    } catch (error) {
      setErrors(describeApiError(error, words.errors));
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void review(submitter?.value === 'decline' ? 'decline' : 'accept');
  }

  const diff = view === 'markdown' ? edit.diff : edit.rendered_diff;
  return (
    <div>
      <p>
        {withParts(words.summary, {
          subject: <Link href={edit.subject.path}>{edit.subject.title}</Link>,
          author: edit.author ? displayName(edit.author) : words.formerMember,
          state: <strong>{words.states[edit.state]}</strong>,
        })}
        {edit.review_reason ? `: ${edit.review_reason}` : ''}
      </p>
      {edit.comment ? <p>{fillWords(words.note, { note: edit.comment })}</p> : null}
      <div className={css.tabs} role="group" aria-label={words.viewLabel}>
        <Button
          variant={view === 'rendered' ? 'primary' : 'secondary'}
          size="small"
          aria-pressed={view === 'rendered'}
          onClick={() => setView('rendered')}
        >
          {words.rendered}
        </Button>
        <Button
          variant={view === 'markdown' ? 'primary' : 'secondary'}
          size="small"
          aria-pressed={view === 'markdown'}
          onClick={() => setView('markdown')}
        >
          {words.markdown}
        </Button>
      </div>
      <h2 className={css.sideTitle}>{fillWords(words.changes, { number: edit.base_number })}</h2>
      <pre className={css.diff} dangerouslySetInnerHTML={{ __html: diff.inline_html }} />
      {edit.abilities.review ? (
        <form onSubmit={handleSubmit} noValidate>
          <h2 className={css.sideTitle}>{words.review}</h2>
          {errors.message ? (
            <p role="alert" className={css.error}>
              {errors.message}
            </p>
          ) : null}
          <div className={css.field}>
            <label htmlFor={ids.body}>{words.bodyLabel}</label>
            <textarea
              id={ids.body}
              value={body ?? edit.body_markdown}
              onChange={(e) => setBody(e.target.value)}
            />
          </div>
          <div className={css.field}>
            <label htmlFor={ids.reason}>{words.reasonLabel}</label>
            <input
              id={ids.reason}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={errors.fields.reason ? true : undefined}
              aria-describedby={errors.fields.reason ? `${ids.reason}-error` : undefined}
            />
            {errors.fields.reason ? (
              <span id={`${ids.reason}-error`} className={css.error}>
                {errors.fields.reason}
              </span>
            ) : null}
          </div>
          <div className={css.actions}>
            <Button type="submit" value="accept" state={busy ? 'loading' : 'default'}>
              {words.accept}
            </Button>
            <Button type="submit" value="decline" variant="secondary" state={busy ? 'loading' : 'default'}>
              {words.decline}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** The suggestions to one item (all for its reviewers, one's own for others), linking to each. */
export function SuggestionList({
  type,
  id,
  words,
}: {
  type: 'tutorial' | 'comment';
  id: number;
  words: ReviewWords;
}) {
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const [list, setList] = useState<SuggestedEditResponse[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    let isLive = true;
    listSuggestedEdits(session.api, type, id).then(
      (value) => {
        if (isLive) setList(value.data);
      },
      () => {
        if (isLive) setFailed(true);
      },
    );
    return () => {
      isLive = false;
    };
  }, [session.status, session.api, type, id]);

  if (session.status === 'signed-out')
    return <p>{withParts(words.logInToSeeList, { login: <a href={loginUrl}>{words.logIn}</a> })}</p>;
  if (failed)
    return (
      <p role="alert" className={css.error}>
        {words.listFailed}
      </p>
    );
  if (!list)
    return (
      <p role="status" className={css.meta}>
        {words.listLoading}
      </p>
    );
  if (list.length === 0) return <p>{words.listEmpty}</p>;
  return (
    <ul className={css.list}>
      {list.map((edit) => (
        <li key={edit.id} className={css.revision}>
          <Link href={`/community/suggested-edits/${edit.id}`}>
            {fillWords(words.item, {
              id: edit.id,
              author: edit.author ? displayName(edit.author) : words.formerMember,
            })}
          </Link>{' '}
          — {words.states[edit.state]}
          {edit.comment ? <p className={css.meta}>{edit.comment}</p> : null}
        </li>
      ))}
    </ul>
  );
}
