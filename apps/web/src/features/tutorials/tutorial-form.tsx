'use client';
// Write or edit a tutorial: title, description, body with live preview, kind, language and tags. Members save drafts;
// publishing is an editorial move (the server refuses it by the core transition table; the state field shows only
// to those the same table lets move the tutorial, with the states it allows). Editing someone else's tutorial is
// refused by the same rules before the form shows (`can(member, 'update', tutorial)`), with the reason.
import { createTutorial, getTutorialForEditing, updateTutorial } from '@reef/client';
import {
  canMoveStatus,
  contentEditPath,
  contentPath,
  denialOf,
  isPubliclyVisible,
  LANGUAGES,
  statusTargets,
  STATUSES,
  TUTORIAL_SUBTYPES,
  tutorialCreateBody,
  type Language,
  type StatusOf,
  type TutorialSubtype,
} from '@reef/core';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { languageName, statusLabel, subtypeLabel } from '@/lib/format';
import { Button } from '@/components/ui/button/button';
import { DenialNotice } from '@/features/auth/create-gate';
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
  state: TutorialState;
};
type TutorialState = StatusOf<'tutorial'>;
/** The saved tutorial an edit starts from: whose it is and where it stands. */
type Loaded = { id: number; state: TutorialState; authorId: number | null };
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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
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
  const subject = loaded
    ? { type: 'tutorial' as const, ownerId: loaded.authorId, status: loaded.state }
    : null;
  // New: draft, or published for those who may publish. Editing: where it stands and where the table lets it go.
  const stateOptions: TutorialState[] = subject
    ? [loaded!.state, ...(statusTargets(actor, subject) as TutorialState[])].sort(
        (a, b) => STATUSES.tutorial.indexOf(a) - STATUSES.tutorial.indexOf(b),
      )
    : canPublish
      ? ['draft', 'published']
      : [];

  useEffect(() => {
    if (!slug || session.status !== 'signed-in') return;
    getTutorialForEditing(session.api, slug).then(
      (tutorial) => {
        setLoaded({ id: tutorial.id, state: tutorial.state, authorId: tutorial.author?.id ?? null });
        if (!isRestored) {
          reset({
            title: tutorial.title,
            description: tutorial.description,
            body: tutorial.body_markdown ?? '',
            sub_type: tutorial.sub_type,
            language: tutorial.language,
            tags: tutorial.tags.map((tag) => tag.name),
            state: tutorial.state,
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

  // Someone else's tutorial, or one frozen by moderation: say why instead of a form that fails on save.
  const editDenial = subject && session.user ? denialOf(actor, 'update', subject) : null;
  if (editDenial && editDenial.reason !== 'signed-out') {
    return (
      <DenialNotice
        denial={editDenial}
        slug={session.user!.slug}
        copy={{
          title: 'You cannot edit this tutorial',
          explanation:
            'Authors edit their own tutorials (until a moderator trashes them); editors (MANAGE_TUTORIALS) edit ' +
            'every tutorial. Suggest a change in a comment on the tutorial instead.',
          links: slug ? [{ href: contentPath('tutorial', slug), label: 'Back to the tutorial' }] : [],
        }}
      />
    );
  }

  const set =
    <K extends keyof TutorialDraft>(field: K) =>
    (value: TutorialDraft[K]) =>
      draft.update((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { state: wantedState, ...fields } = draft.value;
    // A new tutorial is a draft unless its author may publish; an edit sends a state only when it moves, and only
    // a move the transition table allows (an author editing their published tutorial keeps it published).
    const state = subject
      ? wantedState !== subject.status && canMoveStatus(actor, subject, wantedState)
        ? wantedState
        : subject.status
      : canPublish && wantedState === 'published'
        ? 'published'
        : 'draft';
    const parsed = tutorialCreateBody.safeParse({ tutorial: { ...fields, state } });
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
        slug && loaded
          ? await updateTutorial(session.api, loaded.id, {
              tutorial: {
                ...parsed.data.tutorial,
                state: state !== loaded.state ? state : undefined,
              },
            })
          : await createTutorial(session.api, parsed.data);
      draft.discard();
      const isPublic = isPubliclyVisible('tutorial', saved.state);
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
        {stateOptions.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-state`}>Status</label>
            <select
              id={`${id}-state`}
              value={draft.value.state}
              onChange={(event) => set('state')(event.target.value as TutorialDraft['state'])}
            >
              {stateOptions.map((option) => (
                <option key={option} value={option}>
                  {statusLabel(option)}
                </option>
              ))}
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
          {subject
            ? 'Save changes'
            : canPublish && draft.value.state === 'published'
              ? 'Save and publish'
              : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
