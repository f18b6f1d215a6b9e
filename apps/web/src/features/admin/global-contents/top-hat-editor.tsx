'use client';
// The editor of the `top_hat` global content (issue #12): the top bar's rotating calls to action as rows of
// fields (title, link, new tab) instead of raw JSON, edited with the row-list kit (move, remove, add), checked row
// by row with the API's own shape, and a preview that rotates through them as the site's top bar does.
import { TOP_BAR_ROTATION_MS, TOP_HAT_MAX_ITEMS, topHatItem } from '@reef/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { RowButtons, RowListStatus, useRowList } from '@/features/row-list/row-list';
import topBar from '@/components/layout/top-bar.module.css';
import styles from './global-contents.module.css';

/** One call to action of the top bar. */
export type TopHatMessage = { title: string; url: string; newTab: boolean };

/** The messages of the JSON text of a `top_hat` block; null when the text is not a list of messages. */
export function parseTopHat(text: string): TopHatMessage[] | null {
  if (!text.trim()) return [];
  try {
    const data = JSON.parse(text) as unknown;
    if (!Array.isArray(data)) return null;
    return data.map((entry) => {
      const item = (entry ?? {}) as Record<string, unknown>;
      return {
        title: typeof item.title === 'string' ? item.title : '',
        url: typeof item.url === 'string' ? item.url : '',
        newTab: item.newTab === true,
      };
    });
  } catch {
    return null;
  }
}

/** The JSON text of messages, as the form keeps it. */
export function serializeTopHat(messages: readonly TopHatMessage[]): string {
  return JSON.stringify(messages, null, 2);
}

/** The problems of each message, by row and field, as the API would name them. */
export function topHatProblems(
  messages: readonly TopHatMessage[],
): Record<number, Partial<Record<keyof TopHatMessage, string>>> {
  const problems: Record<number, Partial<Record<keyof TopHatMessage, string>>> = {};
  messages.forEach((message, index) => {
    const result = topHatItem.safeParse(message);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof TopHatMessage;
      problems[index] = { ...problems[index], [field]: issue.message };
    }
  });
  return problems;
}

/** One line naming every problem ("Message 2, link: …"), for the form's check before sending. */
export function describeTopHatProblems(messages: readonly TopHatMessage[]): string | null {
  const problems = topHatProblems(messages);
  const lines = Object.entries(problems).flatMap(([index, fields]) =>
    Object.entries(fields).map(
      ([field, message]) => `Message ${Number(index) + 1}, ${field === 'url' ? 'link' : field}: ${message}`,
    ),
  );
  if (messages.length > TOP_HAT_MAX_ITEMS) lines.unshift(`At most ${TOP_HAT_MAX_ITEMS} messages`);
  return lines.length > 0 ? lines.join('. ') : null;
}

/** Inputs of TopHatEditor. */
export type TopHatEditorProps = {
  /** The field's id (the form's error summary links to it). */
  id: string;
  /** The block's data as JSON text (the generic form's value of a JSON field). */
  value: string;
  onChange: (value: string) => void;
  /** The form's message for the field. */
  error?: string;
};

/** The structured editor of the top bar's messages, with its preview. */
export function TopHatEditor({ id, value, onChange, error }: TopHatEditorProps) {
  const messages = parseTopHat(value);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const headingId = useId();
  const update = (next: TopHatMessage[]) => onChange(serializeTopHat(next));
  const list = useRowList({
    rows: messages ?? [],
    onChange: update,
    nameOf: (index) => `Message ${index + 1}`,
  });

  if (messages === null) {
    return (
      <div className={styles.editor} id={id} tabIndex={-1}>
        <p role="alert">
          The data is not a list of messages. Ask an administrator to fix it through the API.
        </p>
      </div>
    );
  }
  const problems = topHatProblems(messages);
  const setField = (index: number, field: keyof TopHatMessage, fieldValue: string | boolean) =>
    update(messages.map((message, i) => (i === index ? { ...message, [field]: fieldValue } : message)));
  const shown = (index: number, field: keyof TopHatMessage) =>
    touched.has(`${index}.${field}`) || Boolean(error) ? problems[index]?.[field] : undefined;
  const touch = (key: string) => setTouched((current) => new Set(current).add(key));

  return (
    <div className={styles.editor} id={id} tabIndex={-1} aria-labelledby={headingId}>
      <p id={headingId} className={styles.editorTitle}>
        Top bar messages{' '}
        <span className={styles.muted}>
          ({messages.length} of at most {TOP_HAT_MAX_ITEMS}, shown in this order)
        </span>
      </p>
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className={styles.muted}>No messages: the top bar shows only its fixed links.</p>
      ) : (
        <ol ref={list.listRef} className={styles.rows}>
          {messages.map((message, index) => {
            const rowId = `${id}-${index}`;
            const titleError = shown(index, 'title');
            const urlError = shown(index, 'url');
            return (
              <li key={index} className={styles.row} {...list.rowProps(index)}>
                <fieldset>
                  <legend>Message {index + 1}</legend>
                  <div className={styles.fields}>
                    <div className={styles.field}>
                      <label htmlFor={`${rowId}-title`}>Text</label>
                      <input
                        id={`${rowId}-title`}
                        value={message.title}
                        maxLength={200}
                        aria-invalid={titleError ? true : undefined}
                        aria-describedby={titleError ? `${rowId}-title-error` : undefined}
                        onChange={(event) => setField(index, 'title', event.target.value)}
                        onBlur={() => touch(`${index}.title`)}
                      />
                      {titleError ? (
                        <p id={`${rowId}-title-error`} className={styles.error}>
                          {titleError}
                        </p>
                      ) : null}
                    </div>
                    <div className={styles.field}>
                      <label htmlFor={`${rowId}-url`}>Link</label>
                      <input
                        id={`${rowId}-url`}
                        value={message.url}
                        maxLength={500}
                        placeholder="/community/questions/new or https://…"
                        aria-invalid={urlError ? true : undefined}
                        aria-describedby={urlError ? `${rowId}-url-error` : undefined}
                        onChange={(event) => setField(index, 'url', event.target.value)}
                        onBlur={() => touch(`${index}.url`)}
                      />
                      {urlError ? (
                        <p id={`${rowId}-url-error`} className={styles.error}>
                          {urlError}
                        </p>
                      ) : null}
                    </div>
                    <div className={styles.check}>
                      <input
                        id={`${rowId}-newTab`}
                        type="checkbox"
                        checked={message.newTab}
                        onChange={(event) => setField(index, 'newTab', event.target.checked)}
                      />
                      <label htmlFor={`${rowId}-newTab`}>Open in a new tab</label>
                    </div>
                  </div>
                  <div className={styles.rowActions}>
                    <RowButtons list={list} index={index} label={`message ${index + 1}`} />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        type="button"
        size="small"
        variant="secondary"
        disabled={messages.length >= TOP_HAT_MAX_ITEMS}
        onClick={() => list.add({ title: '', url: '', newTab: false }, `${id}-${messages.length}-title`)}
      >
        Add a message
      </Button>
      <RowListStatus list={list} />
      <TopHatPreview messages={messages.filter((_, index) => !problems[index])} />
    </div>
  );
}

/** The top bar as visitors will see it, rotating every 6 s (paused on request or with reduced motion). */
export function TopHatPreview({ messages }: { messages: readonly TopHatMessage[] }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const count = messages.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || isPaused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TOP_BAR_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, isPaused]);

  const message = messages[current];
  return (
    <section className={styles.preview} aria-label="Preview of the top bar">
      <p className={styles.previewTitle}>Preview</p>
      <div className={topBar.bar}>
        <div className={topBar.inner}>
          <div className={topBar.messages}>
            {message ? (
              <span key={current} className={topBar.message} data-testid="top-hat-preview-message">
                <span>{message.title}</span>
                <Icon name="arrow-right" size={14} />
              </span>
            ) : (
              <span className={styles.previewEmpty}>No message to show</span>
            )}
          </div>
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.previewControls}>
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => setIndex((current + count - 1) % count)}
          >
            Previous message
          </Button>
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => setIndex((current + 1) % count)}
          >
            Next message
          </Button>
          <Button
            type="button"
            size="small"
            variant="secondary"
            aria-pressed={isPaused}
            onClick={() => setIsPaused(!isPaused)}
          >
            {isPaused ? 'Resume rotation' : 'Pause rotation'}
          </Button>
          <span className={styles.muted}>
            Message {current + 1} of {count}; the site moves to the next every {TOP_BAR_ROTATION_MS / 1000} s.
          </span>
        </div>
      ) : null}
    </section>
  );
}
