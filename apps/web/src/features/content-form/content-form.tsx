'use client';
// The member content form, one for asking or editing a question, writing or editing a tutorial and submitting or
// editing a tool: the
// sign-in prompt, the saved content loaded for an edit (unless a newer local draft of it exists), the refusal
// with its reason when the member may not edit it, the check with the API's own schema before sending, the error
// summary that takes focus, the restored-draft notice, title, body with live preview, tags and the submit button.
// Each form configures it: its draft, its extra fields, its body and the save.
import { contentPath, denialOf, type StatusOf } from '@reef/core';
import type { ApiContext } from '@reef/client';
import { useRouter } from '@/i18n/use-router';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast/toast-provider';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { DenialNotice, type DenialWords } from '@/features/auth/create-gate';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { describeApiError, fieldErrorsFromIssues, type FormErrors } from '@/features/editor/api-errors';
import { MarkdownEditor, type MarkdownEditorProps } from '@/features/editor/markdown-editor';
import { TagPicker } from '@/features/editor/tag-picker';
import { useLocalDraft } from '@/features/editor/use-local-draft';
import { MemberField, TitleField } from './fields';
import { ENGLISH_CONTENT_FORM_WORDS, type ContentFormWords } from './content-form-words';
import styles from '@/features/editor/form.module.css';

type ContentType = 'question' | 'tutorial' | 'tool';

/** What every content draft holds. */
export type ContentDraft = { title: string; body: string; tags: string[] };

/** The saved content an edit starts from: whose it is and where it stands. */
export type LoadedContent<T extends ContentType> = {
  id: number;
  state: StatusOf<T>;
  authorId: number | null;
};

/** What a form adds between the title and the body, given the form's state. */
export type ExtraFieldsProps<T extends ContentType, Draft> = {
  formId: string;
  draft: Draft;
  loaded: LoadedContent<T> | null;
  set: <K extends keyof Draft>(field: K) => (value: Draft[K]) => void;
  errors: Record<string, string>;
};

/** A content form's configuration. */
export type ContentFormProps<T extends ContentType, Draft extends ContentDraft, Body> = {
  type: T;
  /** The content edited; none for a new one. */
  slug?: string;
  empty: Draft;
  /** Loads the saved content for an edit: who wrote it, where it stands, the draft it gives. */
  load: (api: ApiContext, slug: string) => Promise<{ content: LoadedContent<T>; draft: Draft }>;
  /** The sign-in prompt's words after the links. */
  signedOut: (links: { login: string; register: string }) => ReactNode;
  /** Why an edit is refused, and the way back. */
  denial: { title: string; explanation: string; backLabel: string; reason?: DenialWords };
  titleHint?: string;
  /** The title field's label ("Name" for a tool); "Title" by default. */
  titleLabel?: string;
  extraFields?: (props: ExtraFieldsProps<T, Draft>) => ReactNode;
  body: Pick<MarkdownEditorProps, 'label' | 'preset' | 'rows' | 'hint'>;
  maxTags: number;
  /** Checks the draft with the API's schema: the body to send, or the issues. */
  check: (
    draft: Draft,
    loaded: LoadedContent<T> | null,
  ) =>
    | { success: true; data: Body }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  /** Sends the body; says what happened and where to go next. */
  save: (
    api: ApiContext,
    body: Body,
    loaded: LoadedContent<T> | null,
  ) => Promise<{ message: string; href: string }>;
  submitLabel: (draft: Draft, loaded: LoadedContent<T> | null) => string;
  submittingLabel: string;
  /** What the form around the fields says, in the page's language (English when not given). */
  words?: ContentFormWords;
};

/** One member content form (question or tutorial), new or edited. */
export function ContentForm<T extends ContentType, Draft extends ContentDraft, Body>(
  props: ContentFormProps<T, Draft, Body>,
) {
  const { type, slug } = props;
  const words = props.words ?? ENGLISH_CONTENT_FORM_WORDS;
  const session = useSession();
  const router = useRouter();
  const { showToast } = useToast();
  const login = useCommunityLoginUrl('login');
  const register = useCommunityLoginUrl('register');
  const id = useId();
  const draft = useLocalDraft<Draft>(slug ? `${type}:edit:${slug}` : `${type}:new`, props.empty);
  const [loaded, setLoaded] = useState<LoadedContent<T> | null>(null);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [state, setState] = useState<'default' | 'loading'>('default');
  const summaryRef = useRef<HTMLDivElement>(null);
  const { reset, isRestored } = draft;

  // Editing: load the saved content unless a local draft of the edit is newer.
  useEffect(() => {
    if (!slug || session.status !== 'signed-in') return;
    props.load(session.api, slug).then(
      ({ content, draft: saved }) => {
        setLoaded(content);
        if (!isRestored) reset(saved);
      },
      (failure: unknown) =>
        setErrors({ fields: {}, message: describeApiError(failure, words.errors).message }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, session.status]);

  if (session.status === 'loading') return <p>{words.loading}</p>;
  if (session.status === 'signed-out') {
    return (
      <div className={styles.signIn}>
        <p>{props.signedOut({ login, register })}</p>
      </div>
    );
  }

  // Someone else's content, or content moderation froze: say why instead of a form that fails on save.
  const editDenial =
    loaded && session.user
      ? denialOf(sessionActor(session.user), 'update', {
          type,
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
          title: props.denial.title,
          explanation: props.denial.explanation,
          links: slug ? [{ href: contentPath(type, slug), label: props.denial.backLabel }] : [],
          reason: props.denial.reason,
        }}
      />
    );
  }

  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      draft.update((current) => ({ ...current, [field]: value }));
  const showErrors = (next: FormErrors) => {
    setErrors(next);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = props.check(draft.value, loaded);
    if (!parsed.success) {
      showErrors({
        fields: fieldErrorsFromIssues(parsed.error.issues),
        message: words.fixFields,
      });
      return;
    }
    setErrors({ fields: {} });
    setState('loading');
    try {
      const { message, href } = await props.save(session.api, parsed.data, loaded);
      draft.discard();
      showToast(message, { type: 'success' });
      router.push(href);
      setState('default');
    } catch (failure) {
      showErrors(describeApiError(failure, words.errors));
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
        <div id={`${id}-summary`} ref={summaryRef} tabIndex={-1} role="alert" className={styles.summary}>
          {errors.message}
        </div>
      ) : null}
      {isRestored ? <p className={styles.restored}>{words.restored}</p> : null}
      <TitleField
        Field={MemberField}
        formId={id}
        label={props.titleLabel ?? words.title}
        help={props.titleHint}
        value={draft.value.title}
        onChange={set('title')}
        error={errors.fields.title}
      />
      {props.extraFields?.({ formId: id, draft: draft.value, loaded, set, errors: errors.fields })}
      <MarkdownEditor
        {...props.body}
        value={draft.value.body}
        onChange={set('body')}
        isLivePreview
        error={errors.fields.body}
        words={words.editor}
      />
      <TagPicker
        value={draft.value.tags}
        onChange={set('tags')}
        max={props.maxTags}
        error={errors.fields.tags}
        words={words.tags}
      />
      <div className={styles.actions}>
        <Button type="submit" state={state} stateLabel={props.submittingLabel}>
          {props.submitLabel(draft.value, loaded)}
        </Button>
      </div>
    </form>
  );
}
