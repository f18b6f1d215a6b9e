'use client';
// The form of one slice: its primary fields and its repeated items (the row-list kit: add, remove, Move up/down,
// Alt+Arrow), each field a labelled control of its kind (declared by the slice, read through slice-fields.ts).
// Problems arrive by path (`slices[2].primary.title`, from check_json or a refused save) and show at their field.
import type { Slice } from '@reef/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { RowButtons, RowListStatus, useRowList } from '@/features/row-list/row-list';
import { FieldNotes } from '@/features/row-list/row-list-editor';
import { sliceFormOf, type SliceFieldSpec } from './slice-fields';
import styles from './static-pages.module.css';
import { fillIn } from '../generic/words';

/** A slice as the editor holds it (@reef/core's `slice`, as the API serves it). */
export type EditedSlice = Slice;

export { moveEntry } from '@/features/row-list/row-list';

/** The id of a field's control (problems link to it from the error summary). */
export function sliceFieldId(path: string): string {
  return `field-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

/** The words of the slice fields (the editor's; English for a form rendered alone). The slices declare their labels
 * and help texts in English; `labels`, `help` and `adds` give them in the page's language, by that English. */
export type SliceFieldWords = {
  kindImage: string;
  kindLink: string;
  kindMarkdown: string;
  item: string;
  /** `{label}`, `{count}` */
  itemsHeading: string;
  /** `{name}` */
  fieldsOf: string;
  /** `{number}`: after a slice type's name, which slice of the page it is. */
  sliceNumber: string;
  labels?: Readonly<Record<string, string>>;
  help?: Readonly<Record<string, string>>;
  /** "Add a …" of each kind of item, by the item's English label. */
  adds?: Readonly<Record<string, string>>;
};

const ENGLISH_SLICE_WORDS: SliceFieldWords = {
  kindImage: ' (image address)',
  kindLink: ' (link)',
  kindMarkdown: ' (markdown)',
  item: 'Item',
  itemsHeading: '{label} items ({count})',
  fieldsOf: 'Fields of {name}',
  sliceNumber: '(slice {number})',
};

function FieldControl({
  spec,
  path,
  value,
  error,
  onChange,
  words,
}: {
  words: SliceFieldWords;
  spec: SliceFieldSpec;
  path: string;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const id = sliceFieldId(path);
  const describedBy = [error ? `${id}-error` : null, spec.help ? `${id}-help` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  let control;
  if (spec.kind === 'boolean') {
    control = (
      <input
        {...common}
        type="checkbox"
        checked={value === true || value === 'true'}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  } else if (spec.kind === 'textarea' || spec.kind === 'markdown') {
    control = (
      <textarea
        {...common}
        className={styles.input}
        rows={spec.kind === 'markdown' ? 8 : 3}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        className={styles.input}
        type={spec.kind === 'date' ? 'date' : 'text'}
        inputMode={spec.kind === 'url' || spec.kind === 'image' ? 'url' : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className={spec.kind === 'boolean' ? styles.checkField : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {words.labels?.[spec.label] ?? spec.label}
        {spec.kind === 'image' ? <span className={styles.kind}>{words.kindImage}</span> : null}
        {spec.kind === 'url' ? <span className={styles.kind}>{words.kindLink}</span> : null}
        {spec.kind === 'markdown' ? <span className={styles.kind}>{words.kindMarkdown}</span> : null}
      </label>
      {control}
      <FieldNotes
        id={id}
        help={spec.help === undefined ? undefined : (words.help?.[spec.help] ?? spec.help)}
        error={error}
        classNames={styles}
      />
    </div>
  );
}

/** The primary fields and items of one slice at `index` of the page. */
export function SliceFieldsForm({
  slice,
  index,
  problems,
  onChange,
  words = ENGLISH_SLICE_WORDS,
}: {
  words?: SliceFieldWords;
  slice: EditedSlice;
  index: number;
  /** Problems by path into the page object. */
  problems: Record<string, string>;
  onChange: (slice: EditedSlice) => void;
}) {
  const form = sliceFormOf(slice.slice_type, slice.primary);
  const base = `slices[${index}]`;
  const setPrimary = (key: string, value: unknown) =>
    onChange({ ...slice, primary: { ...slice.primary, [key]: value } });
  const setItems = (items: Record<string, unknown>[]) => onChange({ ...slice, items });
  const itemsSpec = form.items;

  const itemLabel = itemsSpec ? (words.labels?.[itemsSpec.label] ?? itemsSpec.label) : words.item;
  const itemName = (itemIndex: number) => `${itemLabel} ${itemIndex + 1}`;
  const list = useRowList({ rows: slice.items, onChange: setItems, nameOf: itemName });
  // Items start folded (a feature grid's six items are most of a long form); a problem inside one unfolds it.
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());
  const setItemOpen = (itemIndex: number, isOpen: boolean) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (isOpen) next.add(itemIndex);
      else next.delete(itemIndex);
      return next;
    });
  const itemPreview = (item: Record<string, unknown>) => {
    const first = itemsSpec?.fields
      .map((spec) => item[spec.key])
      .find((value) => typeof value === 'string' && value);
    return typeof first === 'string' ? first.slice(0, 60) : '';
  };

  return (
    <div className={styles.sliceFields}>
      {form.primary.map((spec) => (
        <FieldControl
          key={spec.key}
          words={words}
          spec={spec}
          path={`${base}.primary.${spec.key}`}
          value={slice.primary[spec.key]}
          error={problems[`${base}.primary.${spec.key}`]}
          onChange={(value) => setPrimary(spec.key, value)}
        />
      ))}
      {itemsSpec ? (
        <fieldset className={styles.items}>
          <legend>{fillIn(words.itemsHeading, { label: itemLabel, count: slice.items.length })}</legend>
          {problems[`${base}.items`] ? <p className={styles.error}>{problems[`${base}.items`]}</p> : null}
          <ol ref={list.listRef} className={styles.itemList}>
            {slice.items.map((item, itemIndex) => {
              const itemPath = `${base}.items[${itemIndex}]`;
              const name = itemName(itemIndex);
              return (
                <li
                  key={itemIndex}
                  id={`${sliceFieldId(itemPath)}-row`}
                  className={styles.item}
                  aria-label={name}
                  {...list.rowProps(itemIndex)}
                >
                  <div className={styles.itemHeader}>
                    <span className={styles.itemName}>{name}</span>
                    <RowButtons list={list} index={itemIndex} label={name} />
                  </div>
                  <details
                    className={styles.itemDetails}
                    open={
                      openItems.has(itemIndex) ||
                      Object.keys(problems).some((key) => key.startsWith(`${itemPath}.`))
                    }
                    onToggle={(event) => setItemOpen(itemIndex, event.currentTarget.open)}
                  >
                    <summary>
                      {fillIn(words.fieldsOf, { name })}
                      {itemPreview(item) ? (
                        <span className={styles.itemSummaryText}>: {itemPreview(item)}</span>
                      ) : null}
                    </summary>
                    <div className={styles.sliceFields}>
                      {itemsSpec.fields.map((spec) => (
                        <FieldControl
                          key={spec.key}
                          words={words}
                          spec={spec}
                          path={`${itemPath}.${spec.key}`}
                          value={item[spec.key]}
                          error={problems[`${itemPath}.${spec.key}`]}
                          onChange={(value) =>
                            setItems(
                              slice.items.map((it, i) =>
                                i === itemIndex ? { ...it, [spec.key]: value } : it,
                              ),
                            )
                          }
                        />
                      ))}
                    </div>
                  </details>
                </li>
              );
            })}
          </ol>
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              setItemOpen(slice.items.length, true);
              list.add({});
            }}
          >
            {words.adds?.[itemsSpec.label] ?? `Add ${itemsSpec.label.toLowerCase()}`}
          </Button>
          <RowListStatus list={list} />
        </fieldset>
      ) : null}
    </div>
  );
}
