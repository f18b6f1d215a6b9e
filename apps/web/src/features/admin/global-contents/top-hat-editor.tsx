'use client';
// The editor of the `top_hat` global content (issue #12): the top bar's rotating calls to action as rows of
// fields (title, link, new tab) instead of raw JSON, edited with the row-list kit (move, remove, add), checked row
// by row with the API's own shape, and a preview that rotates through them as the site's top bar does.
import { TOP_BAR_ROTATION_MS, TOP_HAT_MAX_ITEMS, topHatItem } from '@reef/core';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { useRowList } from '@/features/row-list/row-list';
import {
  describeRowProblems,
  parseJsonRows,
  RowCheckField,
  RowListEditor,
  schemaProblems,
  useRowFields,
  type JsonRowsFieldProps,
  type RowProblems,
} from '@/features/row-list/row-list-editor';
import rowStyles from '@/features/row-list/row-list.module.css';
import topBar from '@/components/layout/top-bar.module.css';
import styles from './global-contents.module.css';
import { fillIn } from '../generic/words';
import { useSectionWords, type SectionWords } from '../generic/section-words';

/** One call to action of the top bar. */
export type TopHatMessage = { title: string; url: string; newTab: boolean };

/** The messages of the JSON text of a `top_hat` block; null when the text is not a list of messages. */
export function parseTopHat(text: string): TopHatMessage[] | null {
  return parseJsonRows(text, (item) => ({
    title: typeof item.title === 'string' ? item.title : '',
    url: typeof item.url === 'string' ? item.url : '',
    newTab: item.newTab === true,
  }));
}

/** The JSON text of messages, as the form keeps it. */
export function serializeTopHat(messages: readonly TopHatMessage[]): string {
  return JSON.stringify(messages, null, 2);
}

/** The problems of each message, by row and field, as the API would name them. */
export function topHatProblems(
  messages: readonly TopHatMessage[],
  words?: SectionWords['problems'],
): RowProblems<keyof TopHatMessage> {
  return schemaProblems(messages, topHatItem, undefined, words);
}

/** One line naming every problem ("Message 2, link: …"), for the form's check before sending. */
export function describeTopHatProblems(
  messages: readonly TopHatMessage[],
  words?: SectionWords['problems'],
): string | null {
  return describeRowProblems(
    topHatProblems(messages, words),
    words?.messageRow ?? 'Message',
    (field) => words?.messageParts[field] ?? (field === 'url' ? 'link' : field),
    messages.length > TOP_HAT_MAX_ITEMS
      ? words
        ? fillIn(words.tooManyMessages, { max: TOP_HAT_MAX_ITEMS })
        : `At most ${TOP_HAT_MAX_ITEMS} messages`
      : undefined,
    words,
  );
}

/** Inputs of TopHatEditor. */
export type TopHatEditorProps = JsonRowsFieldProps;

/** The structured editor of the top bar's messages, with its preview. */
export function TopHatEditor({ id, value, onChange, error }: TopHatEditorProps) {
  const words = useSectionWords();
  const w = words.topHat;
  const messages = parseTopHat(value);
  const rows = messages ?? [];
  const update = (next: TopHatMessage[]) => onChange(serializeTopHat(next));
  const list = useRowList({
    rows,
    onChange: update,
    nameOf: (index) => fillIn(w.legend, { number: index + 1 }),
  });
  const problems = topHatProblems(rows, words.problems);
  const { set, text } = useRowFields({ id, rows, update, problems, showAll: Boolean(error) });

  return (
    <RowListEditor
      id={id}
      title={w.title}
      max={TOP_HAT_MAX_ITEMS}
      error={error}
      empty={w.empty}
      list={list}
      rows={messages}
      unreadable={w.unreadable}
      legend={(_, index) => fillIn(w.legend, { number: index + 1 })}
      buttonLabel={(index) => fillIn(w.buttonLabel, { number: index + 1 })}
      renderFields={(message, index) => (
        <>
          {text(index, 'title', { label: w.text, maxLength: 200 })}
          {text(index, 'url', {
            label: w.link,
            maxLength: 500,
            placeholder: '/community/questions/new or https://…',
          })}
          <RowCheckField
            id={`${id}-${index}-newTab`}
            label={w.newTab}
            checked={message.newTab}
            onChange={(checked) => set(index, 'newTab', checked)}
          />
        </>
      )}
      addLabel={w.add}
      onAdd={() => list.add({ title: '', url: '', newTab: false }, `${id}-${rows.length}-title`)}
    >
      <TopHatPreview messages={rows.filter((_, index) => !problems[index])} />
    </RowListEditor>
  );
}

/** The top bar as visitors will see it, rotating every 6 s (paused on request or with reduced motion). */
export function TopHatPreview({ messages }: { messages: readonly TopHatMessage[] }) {
  const words = useSectionWords();
  const w = words.topHat;
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
    <section className={styles.preview} aria-label={w.previewLabel}>
      <p className={styles.previewTitle}>{w.preview}</p>
      <div className={topBar.bar}>
        <div className={topBar.inner}>
          <div className={topBar.messages}>
            {message ? (
              <span key={current} className={topBar.message} data-testid="top-hat-preview-message">
                <span>{message.title}</span>
                <Icon name="arrow-right" size={14} />
              </span>
            ) : (
              <span className={styles.previewEmpty}>{w.noMessage}</span>
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
            {w.previous}
          </Button>
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => setIndex((current + 1) % count)}
          >
            {w.next}
          </Button>
          <Button
            type="button"
            size="small"
            variant="secondary"
            aria-pressed={isPaused}
            onClick={() => setIsPaused(!isPaused)}
          >
            {isPaused ? w.resume : w.pause}
          </Button>
          <span className={rowStyles.muted}>
            {fillIn(w.position, { number: current + 1, count, seconds: TOP_BAR_ROTATION_MS / 1000 })}
          </span>
        </div>
      ) : null}
    </section>
  );
}
