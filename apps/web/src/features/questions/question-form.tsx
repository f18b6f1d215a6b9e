'use client';
// Ask or edit a question: title, body with live preview, tags. Validated with the API's own schema before sending;
// everything typed is kept locally until the question is saved.
import { createQuestion, getQuestionForEditing, updateQuestion } from '@reef/client';
import { contentPath, denialOf, questionCreateBody, QUESTION_BODY_MIN, QUESTION_TITLE_MIN } from '@reef/core';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { DenialNotice } from '@/features/auth/create-gate';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { describeApiError, fieldErrorsFromIssues, type FormErrors } from '@/features/editor/api-errors';
import { MarkdownEditor } from '@/features/editor/markdown-editor';
import { TagPicker } from '@/features/editor/tag-picker';
import { useLocalDraft } from '@/features/editor/use-local-draft';
import { useToast } from '@/components/ui/toast/toast-provider';
import styles from '@/features/editor/form.module.css';

type QuestionDraft = { title: string; body: string; tags: string[] };
const EMPTY: QuestionDraft = { title: '', body: '', tags: [] };
const MAX_TAGS = 5;

/** The ask form (no `slug`) or the edit form of the question `slug`. */
export function QuestionForm({ slug }: { slug?: string }) {
  const session = useSession();
  const router = useRouter();
  const { showToast } = useToast();
  const loginUrl = useCommunityLoginUrl('login');
  const registerUrl = useCommunityLoginUrl('register');
  const id = useId();
  const draft = useLocalDraft<QuestionDraft>(slug ? `question:edit:${slug}` : 'question:new', EMPTY);
  const [loaded, setLoaded] = useState<{ id: number; state: string; authorId: number | null } | null>(null);
  const questionId = loaded?.id ?? null;
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [state, setState] = useState<'default' | 'loading'>('default');
  const errorSummary = useRef<HTMLDivElement>(null);
  const { reset, isRestored } = draft;

  // Editing: load the saved question unless a local draft of the edit is newer.
  useEffect(() => {
    if (!slug || session.status !== 'signed-in') return;
    getQuestionForEditing(session.api, slug).then(
      (question) => {
        setLoaded({ id: question.id, state: question.state, authorId: question.author?.id ?? null });
        if (!isRestored)
          reset({
            title: question.title,
            body: question.body_markdown ?? '',
            tags: question.tags.map((tag) => tag.name),
          });
      },
      (failure: unknown) => setErrors({ fields: {}, message: describeApiError(failure).message }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, session.status]);

  if (session.status === 'loading') return <p>Loading…</p>;
  if (session.status === 'signed-out') {
    return (
      <div className={styles.signIn}>
        <p>
          <a href={loginUrl}>Log in</a> or <a href={registerUrl}>sign up</a> to{' '}
          {slug ? 'edit this question' : 'ask a question'}. Anything you type is kept on this device.
        </p>
      </div>
    );
  }

  // Someone else's question, or one a moderator trashed: say why instead of a form that fails on save.
  const editDenial =
    loaded && session.user
      ? denialOf(sessionActor(session.user), 'update', {
          type: 'question',
          ownerId: loaded.authorId,
          status: loaded.state,
        })
      : null;
  if (editDenial && editDenial.reason !== 'signed-out') {
    return (
      <DenialNotice
        denial={editDenial}
        slug={session.user!.slug}
        copy={{
          title: 'You cannot edit this question',
          explanation:
            'Members edit their own questions (until a moderator trashes or marks them as spam); moderators ' +
            '(MANAGE_QUESTIONS) edit every question. Add a comment to the question instead.',
          links: slug ? [{ href: contentPath('question', slug), label: 'Back to the question' }] : [],
        }}
      />
    );
  }

  const set = (field: keyof QuestionDraft) => (value: QuestionDraft[typeof field]) =>
    draft.update((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = questionCreateBody.safeParse({
      question: { title: draft.value.title, body: draft.value.body, tags: draft.value.tags },
    });
    if (!parsed.success) {
      setErrors({
        fields: fieldErrorsFromIssues(parsed.error.issues),
        message: 'Please fix the highlighted fields.',
      });
      requestAnimationFrame(() => errorSummary.current?.focus());
      return;
    }
    setErrors({ fields: {} });
    setState('loading');
    try {
      const { title, body, tags } = parsed.data.question;
      const saved =
        slug && questionId
          ? await updateQuestion(session.api, questionId, { question: { title, body, tags } })
          : await createQuestion(session.api, parsed.data);
      draft.discard();
      const isHeld = saved.state === 'under_review' || saved.state === 'spam';
      showToast(
        isHeld
          ? 'Your question is saved and awaits review'
          : slug
            ? 'Your question is updated'
            : 'Your question is posted',
        { type: 'success' },
      );
      router.push(contentPath('question', saved.slug));
    } catch (failure) {
      setErrors(describeApiError(failure));
      requestAnimationFrame(() => errorSummary.current?.focus());
      setState('default');
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-describedby={errors.message ? `${id}-summary` : undefined}
    >
      {errors.message ? (
        <div id={`${id}-summary`} ref={errorSummary} tabIndex={-1} role="alert" className={styles.summary}>
          {errors.message}
        </div>
      ) : null}
      {isRestored ? <p className={styles.restored}>We restored what you typed last time.</p> : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Title</label>
        <p id={`${id}-title-hint`} className={styles.hint}>
          Be specific: what are you trying to do, and what goes wrong? At least {QUESTION_TITLE_MIN}{' '}
          characters.
        </p>
        <input
          id={`${id}-title`}
          type="text"
          value={draft.value.title}
          maxLength={200}
          aria-invalid={errors.fields.title ? true : undefined}
          aria-describedby={`${id}-title-hint${errors.fields.title ? ` ${id}-title-error` : ''}`}
          onChange={(event) => set('title')(event.target.value)}
        />
        {errors.fields.title ? (
          <p id={`${id}-title-error`} className={styles.error}>
            {errors.fields.title}
          </p>
        ) : null}
      </div>
      <MarkdownEditor
        label="Details"
        value={draft.value.body}
        onChange={set('body')}
        preset="question"
        rows={14}
        isLivePreview
        error={errors.fields.body}
        hint={`Include what you tried, the exact error, and code in fenced blocks. At least ${QUESTION_BODY_MIN} characters.`}
      />
      <TagPicker value={draft.value.tags} onChange={set('tags')} max={MAX_TAGS} error={errors.fields.tags} />
      <div className={styles.actions}>
        <Button type="submit" state={state} stateLabel={slug ? 'Saving…' : 'Posting…'}>
          {slug ? 'Save changes' : 'Post your question'}
        </Button>
      </div>
    </form>
  );
}
