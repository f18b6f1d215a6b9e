'use client';
// Write or edit a tutorial: title, description, body with live preview, kind, language and tags. Members save drafts;
// publishing is an editorial move (the server refuses it by the core transition table; the state field shows only
// to those the same table lets publish a draft).
import { createTutorial, getTutorialForEditing, updateTutorial } from '@reef/client';
import {
  canMoveStatus,
  contentEditPath,
  contentPath,
  LANGUAGES,
  TUTORIAL_SUBTYPES,
  tutorialCreateBody,
  type Language,
  type TutorialSubtype,
} from '@reef/core';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { languageName, subtypeLabel } from '@/lib/format';
import { Button } from '@/components/ui/button/button';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { describeApiError, fieldErrorsFromIssues, type FormErrors } from '@/features/editor/api-errors';
import { MarkdownEditor } from '@/features/editor/markdown-editor';
import { TagPicker } from '@/features/editor/tag-picker';
import { useLocalDraft } from '@/features/editor/use-local-draft';
import { useToast } from '@/components/ui/toast/toast-provider';
import styles from '@/features/editor/form.module.css';

type TutorialDraft = {
  title: string;
  description: string;
  body: string;
  sub_type: TutorialSubtype;
  language: Language;
  tags: string[];
  state: 'draft' | 'published';
};
const EMPTY: TutorialDraft = {
  title: '',
  description: '',
  body: '',
  sub_type: 'tutorial',
  language: 'en',
  tags: [],
  state: 'draft',
};
const MAX_TAGS = 10;

/** The new-tutorial form (no `slug`) or the edit form of the tutorial `slug`. */
export function TutorialForm({ slug }: { slug?: string }) {
  const session = useSession();
  const router = useRouter();
  const { showToast } = useToast();
  const loginUrl = useCommunityLoginUrl('login');
  const id = useId();
  const draft = useLocalDraft<TutorialDraft>(slug ? `tutorial:edit:${slug}` : 'tutorial:new', EMPTY);
  const [tutorialId, setTutorialId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [state, setState] = useState<'default' | 'loading'>('default');
  const summaryRef = useRef<HTMLDivElement>(null);
  const { reset, isRestored } = draft;
  const actor = sessionActor(session.user);
  const canPublish = canMoveStatus(
    actor,
    { type: 'tutorial', ownerId: actor?.id ?? null, status: 'draft' },
    'published',
  );

  useEffect(() => {
    if (!slug || session.status !== 'signed-in') return;
    getTutorialForEditing(session.api, slug).then(
      (tutorial) => {
        setTutorialId(tutorial.id);
        if (!isRestored) {
          reset({
            title: tutorial.title,
            description: tutorial.description,
            body: tutorial.body_markdown ?? '',
            sub_type: tutorial.sub_type,
            language: tutorial.language,
            tags: tutorial.tags.map((tag) => tag.name),
            state: tutorial.state === 'published' ? 'published' : 'draft',
          });
        }
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
          <a href={loginUrl}>Log in</a> to write a tutorial. Anything you type is kept on this device.
        </p>
      </div>
    );
  }

  const set =
    <K extends keyof TutorialDraft>(field: K) =>
    (value: TutorialDraft[K]) =>
      draft.update((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { state: wantedState, ...fields } = draft.value;
    const parsed = tutorialCreateBody.safeParse({
      tutorial: { ...fields, state: canPublish ? wantedState : 'draft' },
    });
    if (!parsed.success) {
      setErrors({
        fields: fieldErrorsFromIssues(parsed.error.issues),
        message: 'Please fix the highlighted fields.',
      });
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({ fields: {} });
    setState('loading');
    try {
      const saved =
        slug && tutorialId
          ? await updateTutorial(session.api, tutorialId, parsed.data)
          : await createTutorial(session.api, parsed.data);
      draft.discard();
      const isPublic = saved.state !== 'draft';
      showToast(isPublic ? 'Tutorial saved' : 'Draft saved', { type: 'success' });
      router.push(isPublic ? contentPath('tutorial', saved.slug) : contentEditPath('tutorial', saved.slug));
      setState('default');
    } catch (failure) {
      setErrors(describeApiError(failure));
      requestAnimationFrame(() => summaryRef.current?.focus());
      setState('default');
    }
  };

  const fieldError = (name: string) =>
    errors.fields[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors.fields[name]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {errors.message ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.summary}>
          {errors.message}
        </div>
      ) : null}
      {isRestored ? <p className={styles.restored}>We restored what you typed last time.</p> : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          type="text"
          value={draft.value.title}
          maxLength={200}
          aria-invalid={errors.fields.title ? true : undefined}
          aria-describedby={errors.fields.title ? `${id}-title-error` : undefined}
          onChange={(event) => set('title')(event.target.value)}
        />
        {fieldError('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-description`}>Description</label>
        <p id={`${id}-description-hint`} className={styles.hint}>
          One or two sentences shown in lists and search results.
        </p>
        <textarea
          id={`${id}-description`}
          rows={2}
          value={draft.value.description}
          maxLength={1000}
          aria-describedby={`${id}-description-hint`}
          onChange={(event) => set('description')(event.target.value)}
        />
        {fieldError('description')}
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select
            id={`${id}-kind`}
            value={draft.value.sub_type}
            onChange={(event) => set('sub_type')(event.target.value as TutorialSubtype)}
          >
            {TUTORIAL_SUBTYPES.map((subtype) => (
              <option key={subtype} value={subtype}>
                {subtypeLabel(subtype)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-language`}>Language</label>
          <select
            id={`${id}-language`}
            value={draft.value.language}
            onChange={(event) => set('language')(event.target.value as Language)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {languageName(language)}
              </option>
            ))}
          </select>
        </div>
        {canPublish ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-state`}>Status</label>
            <select
              id={`${id}-state`}
              value={draft.value.state}
              onChange={(event) => set('state')(event.target.value as TutorialDraft['state'])}
            >
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </select>
          </div>
        ) : null}
      </div>
      <MarkdownEditor
        label="Body"
        value={draft.value.body}
        onChange={set('body')}
        rows={24}
        isLivePreview
        error={errors.fields.body}
      />
      <TagPicker value={draft.value.tags} onChange={set('tags')} max={MAX_TAGS} error={errors.fields.tags} />
      <div className={styles.actions}>
        <Button type="submit" state={state} stateLabel="Saving…">
          {canPublish && draft.value.state === 'published' ? 'Save and publish' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
