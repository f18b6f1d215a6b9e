'use client';
// A markdown field with Write / Preview. The preview renders in the browser with @reef/markdown (the same output as
// the server) and is loaded only when first shown, so pages that merely offer a form stay light.
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { PreviewPreset } from './render-preview';
import { FieldNote } from './field-note';
import { ENGLISH_EDITOR_WORDS, type EditorWords } from './editor-words';
import styles from './markdown-editor.module.css';

const MarkdownPreview = lazy(() =>
  import('./markdown-preview').then((mod) => ({ default: mod.MarkdownPreview })),
);

/** Inputs of MarkdownEditor. */
export type MarkdownEditorProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  preset?: PreviewPreset;
  rows?: number;
  error?: string;
  hint?: string;
  /** Shows the preview beside the text on wide screens from the start (question and tutorial forms). */
  isLivePreview?: boolean;
  isLabelHidden?: boolean;
  name?: string;
  isRequired?: boolean;
  /** Takes the focus when it appears (a form opened by a button the member just pressed). */
  isFocusedAtStart?: boolean;
  /** What the editor says, in the page's language (English when not given). */
  words?: EditorWords;
};

/** Textarea + preview toggle; the label, hint and error are tied to the textarea for assistive technology. */
export function MarkdownEditor({
  label,
  value,
  onChange,
  preset = 'default',
  rows = 8,
  error,
  words = ENGLISH_EDITOR_WORDS,
  hint = words.hint,
  isLivePreview = false,
  isLabelHidden = false,
  name,
  isRequired = false,
  isFocusedAtStart = false,
}: MarkdownEditorProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (isFocusedAtStart) textarea.current?.focus();
    // Once, when the editor appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [hasOpenedPreview, setHasOpenedPreview] = useState(isLivePreview);
  const showPreview = (next: 'write' | 'preview') => {
    setMode(next);
    if (next === 'preview') setHasOpenedPreview(true);
  };
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={[styles.editor, isLivePreview && styles.live, mode === 'preview' && styles.previewMode]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.head}>
        <label htmlFor={`${id}-input`} className={isLabelHidden ? 'visually-hidden' : styles.label}>
          {label}
        </label>
        <div className={styles.modes} role="group" aria-label={words.viewGroup.split('{label}').join(label)}>
          <button type="button" aria-pressed={mode === 'write'} onClick={() => showPreview('write')}>
            {words.write}
          </button>
          <button type="button" aria-pressed={mode === 'preview'} onClick={() => showPreview('preview')}>
            {words.preview}
          </button>
        </div>
      </div>
      <div className={styles.panes}>
        <div className={styles.writePane}>
          <textarea
            ref={textarea}
            id={`${id}-input`}
            name={name}
            className={styles.textarea}
            value={value}
            rows={rows}
            required={isRequired}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            spellCheck
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          />
        </div>
        {hasOpenedPreview ? (
          <section className={styles.previewPane} aria-label={words.previewPane.split('{label}').join(label)}>
            <Suspense fallback={<p className={styles.previewEmpty}>{words.loadingPreview}</p>}>
              <MarkdownPreview source={value} preset={preset} words={words} />
            </Suspense>
          </section>
        ) : null}
      </div>
      <FieldNote id={id} kind="hint">
        {hint}
      </FieldNote>
      <FieldNote id={id} kind="error">
        {error}
      </FieldNote>
    </div>
  );
}
