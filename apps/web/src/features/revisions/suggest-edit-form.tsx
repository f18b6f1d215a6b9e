'use client';
// The "suggest an edit" form of a tutorial or an answer (issue #32): the whole new text, prefilled with the current
// one, and a note for the author. Sent with the member's token; the author or a moderator reviews it.
import { suggestEdit } from '@reef/client';
import type { SuggestionSubject } from '@reef/core';
import Link from '@/components/ui/link';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError, type ApiErrorWords, type FormErrors } from '@/features/editor/api-errors';
import css from './revisions.module.css';
import { Fragment } from 'react';
import { splitWords } from '@/features/comments/thread-words';

type Props = {
  type: SuggestionSubject;
  id: number;
  initial: { title?: string; description?: string; body: string };
  backHref: string;
  /** What the form says, in the page's language. */
  words: SuggestEditWords;
};

/** The suggestion form's words; `logIn` has `{login}` where its link goes. */
export type SuggestEditWords = {
  logIn: string;
  logInLink: string;
  thanks: string;
  see: string;
  back: string;
  title: string;
  description: string;
  body: string;
  comment: string;
  send: string;
  cancel: string;
  errors: ApiErrorWords;
};

/** The form; signed-out visitors are asked to log in first. */
export function SuggestEditForm({ type, id, initial, backHref, words }: Props) {
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const ids = { title: useId(), description: useId(), body: useId(), comment: useId() };
  const [values, setValues] = useState({
    title: initial.title ?? '',
    description: initial.description ?? '',
    body: initial.body,
    comment: '',
  });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);

  if (session.status === 'signed-out')
    return (
      <p>
        {splitWords(words.logIn).map(({ text, name }) => (
          <Fragment key={`${text}${name ?? ''}`}>
            {text}
            {name === 'login' ? <a href={loginUrl}>{words.logInLink}</a> : null}
          </Fragment>
        ))}
      </p>
    );
  if (sent !== null)
    return (
      <div role="status">
        <p>{words.thanks}</p>
        <p>
          <Link href={`/community/suggested-edits/${sent}`}>{words.see}</Link> ·{' '}
          <Link href={backHref}>{words.back}</Link>
        </p>
      </div>
    );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const saved = await suggestEdit(session.api, type, id, {
        body: values.body,
        comment: values.comment,
        ...(type === 'tutorial' ? { title: values.title, description: values.description } : {}),
      });
      setSent(saved.id);
    } catch (error) {
      setErrors(describeApiError(error, words.errors));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof typeof values) => ({
    id: ids[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    'aria-invalid': errors.fields[name] ? true : undefined,
    'aria-describedby': errors.fields[name] ? `${ids[name]}-error` : undefined,
  });
  const fieldError = (name: keyof typeof values) =>
    errors.fields[name] ? (
      <span id={`${ids[name]}-error`} className={css.error}>
        {errors.fields[name]}
      </span>
    ) : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      {errors.message ? (
        <p role="alert" className={css.error}>
          {errors.message}
        </p>
      ) : null}
      {type === 'tutorial' ? (
        <>
          <div className={css.field}>
            <label htmlFor={ids.title}>{words.title}</label>
            <input {...field('title')} required minLength={3} maxLength={200} />
            {fieldError('title')}
          </div>
          <div className={css.field}>
            <label htmlFor={ids.description}>{words.description}</label>
            <input {...field('description')} maxLength={1000} />
            {fieldError('description')}
          </div>
        </>
      ) : null}
      <div className={css.field}>
        <label htmlFor={ids.body}>{words.body}</label>
        <textarea {...field('body')} required />
        {fieldError('body')}
      </div>
      <div className={css.field}>
        <label htmlFor={ids.comment}>{words.comment}</label>
        <input {...field('comment')} maxLength={500} />
        {fieldError('comment')}
      </div>
      <div className={css.actions}>
        <Button type="submit" state={busy ? 'loading' : 'default'}>
          {words.send}
        </Button>
        <Link href={backHref}>{words.cancel}</Link>
      </div>
    </form>
  );
}
