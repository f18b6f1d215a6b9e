'use client';
// The form that posts a comment, a reply or an answer. What is typed is kept locally until the post succeeds.
import { COMMENT_BODY_MIN } from '@reef/core';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { describeApiError } from '@/features/editor/api-errors';
import { MarkdownEditor } from '@/features/editor/markdown-editor';
import { useLocalDraft } from '@/features/editor/use-local-draft';
import type { ThreadWords } from './thread-words';
import styles from './comments.module.css';

/** Inputs of CommentForm. */
export type CommentFormProps = {
  draftKey: string;
  label: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
  initialBody?: string;
  isAnswer?: boolean;
  isCompact?: boolean;
  /** What the form says, in the page's language. */
  words: ThreadWords['form'];
  /** Focus the text when the form appears (opened by a button). */
  isFocusedAtStart?: boolean;
};

/** A markdown field with preview and a submit button; errors are announced and the text is never lost. */
export function CommentForm({
  draftKey,
  label,
  submitLabel,
  onSubmit,
  onCancel,
  initialBody = '',
  isAnswer = false,
  isCompact = false,
  isFocusedAtStart = false,
  words,
}: CommentFormProps) {
  const draft = useLocalDraft(`comment:${draftKey}`, initialBody);
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'default' | 'loading'>('default');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = draft.value.trim();
    if (body.length < COMMENT_BODY_MIN) {
      setError(words.minLength);
      return;
    }
    setError(undefined);
    setState('loading');
    try {
      await onSubmit(body);
      draft.discard();
      draft.reset('');
    } catch (failure) {
      const described = describeApiError(failure, words.errors);
      setError(described.fields.body ?? described.message);
    } finally {
      setState('default');
    }
  };

  return (
    <form
      className={[styles.form, isCompact && styles.formCompact].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      noValidate
    >
      <MarkdownEditor
        label={label}
        value={draft.value}
        onChange={draft.update}
        preset={isAnswer ? 'question' : 'comment'}
        rows={isAnswer ? 8 : 4}
        error={error}
        hint={isCompact ? '' : undefined}
        isFocusedAtStart={isFocusedAtStart}
        words={words.editor}
      />
      {draft.isRestored ? <p className={styles.muted}>{words.restored}</p> : null}
      <div className={styles.formActions}>
        <Button type="submit" state={state} stateLabel={words.posting} size={isCompact ? 'small' : 'medium'}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="tertiary" size={isCompact ? 'small' : 'medium'} onClick={onCancel}>
            {words.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
