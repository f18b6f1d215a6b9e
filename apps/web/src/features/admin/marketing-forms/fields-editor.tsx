'use client';
// The editor of a marketing form's fields (issue #12): each field a row (name, label, type, required, choices of
// select and radio fields, value of hidden ones) instead of raw JSON, edited with the row-list kit (move, remove,
// add), checked row by row with the API's own `formField` shape.
import { FORM_FIELD_TYPES, formField, type FormFieldType } from '@reef/core';
import { useState } from 'react';
import { useRowList } from '@/features/row-list/row-list';
import {
  describeRowProblems,
  FieldNotes,
  parseJsonRows,
  RowCheckField,
  RowListEditor,
  schemaProblems,
  useRowFields,
  type JsonRowsFieldProps,
  type RowProblems,
} from '@/features/row-list/row-list-editor';
import styles from '@/features/row-list/row-list.module.css';
import { fillIn } from '../generic/words';
import { useSectionWords, type SectionWords } from '../generic/section-words';

/** The words of the fields' checks (English when not given). */
type Problems = SectionWords['problems'];

/** At most this many fields per form (the API's limit). */
export const FORM_FIELDS_MAX = 100;

/** One field of a form as the editor holds it (choices as lines of text). */
export type EditedField = {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  /** Choices, one per line: `value` or `value | label`. */
  options: string;
  value: string;
};

type Row = keyof EditedField;

/** Types whose field has choices. */
export const TYPES_WITH_CHOICES: readonly FormFieldType[] = ['select', 'radio'];

const isType = (value: unknown): value is FormFieldType =>
  (FORM_FIELD_TYPES as readonly string[]).includes(String(value));

/** The rows of the JSON text of a form's fields; null when the text is not a list of fields. */
export function parseFields(text: string): EditedField[] | null {
  return parseJsonRows(text, (item) => {
    const options = Array.isArray(item.options) ? (item.options as Record<string, unknown>[]) : [];
    return {
      name: typeof item.name === 'string' ? item.name : '',
      label: typeof item.label === 'string' ? item.label : '',
      type: isType(item.type) ? item.type : 'text',
      required: item.required === true,
      options: options
        .map((option) => {
          const value = String(option?.value ?? '');
          const label = String(option?.label ?? '');
          return label && label !== value ? `${value} | ${label}` : value;
        })
        .join('\n'),
      value: typeof item.value === 'string' ? item.value : '',
    };
  });
}

/** The API's shape of one row. */
export function toFormField(row: EditedField): Record<string, unknown> {
  const field: Record<string, unknown> = {
    name: row.name.trim(),
    type: row.type,
    label: row.label.trim(),
    required: row.required,
  };
  if (TYPES_WITH_CHOICES.includes(row.type)) {
    field.options = row.options
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [value = '', ...label] = line.split('|');
        const text = label.join('|').trim();
        return { value: value.trim(), label: text || value.trim() };
      });
  }
  if (row.type === 'hidden') field.value = row.value;
  return field;
}

/** The JSON text of rows, as the form keeps it (and sends). */
export function serializeFields(rows: readonly EditedField[]): string {
  return JSON.stringify(rows.map(toFormField), null, 2);
}

/** The problems of each row, by row and column, as the API would name them (names must also be unique). */
export function fieldProblems(rows: readonly EditedField[], words?: Problems): RowProblems<Row> {
  const problems = schemaProblems<EditedField, Row>(rows, formField, toFormField, words);
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const name = row.name.trim();
    if (name && seen.has(name) && !problems[index]?.name) {
      const number = String(seen.get(name)! + 1);
      problems[index] = {
        ...problems[index],
        name: words ? fillIn(words.duplicateName, { number }) : `Field ${number} already has this name`,
      };
    }
    if (name && !seen.has(name)) seen.set(name, index);
  });
  return problems;
}

/** One line naming every problem ("Field 2, name: …"), for the form's check before sending. */
export function describeFieldProblems(rows: readonly EditedField[], words?: Problems): string | null {
  return describeRowProblems(
    fieldProblems(rows, words),
    words?.fieldRow ?? 'Field',
    (column) => words?.fieldParts[column] ?? (column === 'options' ? 'choices' : column),
    rows.length > FORM_FIELDS_MAX
      ? words
        ? fillIn(words.tooManyFields, { max: FORM_FIELDS_MAX })
        : `At most ${FORM_FIELDS_MAX} fields`
      : undefined,
    words,
  );
}

/** Inputs of FieldsEditor. */
export type FieldsEditorProps = JsonRowsFieldProps;

const EMPTY: EditedField = { name: '', label: '', type: 'text', required: false, options: '', value: '' };

/** The structured editor of a marketing form's fields. */
export function FieldsEditor({ id, value, onChange, error }: FieldsEditorProps) {
  const words = useSectionWords();
  const w = words.marketingFields;
  // The rows as typed (a choice line being written, say "a |", survives), read again when the value changes from
  // outside (a reset of the form).
  const [held, setHeld] = useState(() => ({ text: value, rows: parseFields(value) }));
  let parsed = held.rows;
  if (held.text !== value) {
    parsed = parseFields(value);
    setHeld({ text: value, rows: parsed });
  }
  const rows = parsed ?? [];
  const update = (next: EditedField[]) => {
    const text = serializeFields(next);
    setHeld({ text, rows: next });
    onChange(text);
  };
  const list = useRowList({
    rows,
    onChange: update,
    nameOf: (index) => fillIn(w.legend, { number: index + 1 }),
    emptyFocusId: `${id}-add`,
  });
  const problems = fieldProblems(rows, words.problems);
  const { set, text, shown, touch } = useRowFields({ id, rows, update, problems, showAll: Boolean(error) });

  return (
    <RowListEditor
      id={id}
      title={w.title}
      max={FORM_FIELDS_MAX}
      error={error}
      empty={w.empty}
      list={list}
      rows={parsed}
      unreadable={w.unreadable}
      legend={(row, index) =>
        row.name
          ? fillIn(w.legendNamed, { number: index + 1, name: row.name })
          : fillIn(w.legend, { number: index + 1 })
      }
      buttonLabel={(index) => fillIn(w.buttonLabel, { number: index + 1 })}
      renderFields={(row, index) => {
        const rowId = `${id}-${index}`;
        const optionsError = shown(index, 'options');
        return (
          <>
            {text(index, 'name', {
              label: w.name,
              maxLength: 60,
              help: w.nameHelp,
            })}
            {text(index, 'label', {
              label: w.label,
              maxLength: 200,
              help: w.labelHelp,
            })}
            <div className={styles.field}>
              <label htmlFor={`${rowId}-type`}>{w.type}</label>
              <select
                id={`${rowId}-type`}
                value={row.type}
                onChange={(event) => set(index, 'type', event.target.value as FormFieldType)}
              >
                {FORM_FIELD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <RowCheckField
              id={`${rowId}-required`}
              label={w.required}
              checked={row.required}
              onChange={(checked) => set(index, 'required', checked)}
            />
            {TYPES_WITH_CHOICES.includes(row.type) ? (
              <div className={styles.field}>
                <label htmlFor={`${rowId}-options`}>{w.choices}</label>
                <textarea
                  id={`${rowId}-options`}
                  value={row.options}
                  rows={4}
                  aria-invalid={optionsError ? true : undefined}
                  aria-describedby={
                    [`${rowId}-options-help`, optionsError ? `${rowId}-options-error` : '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  onChange={(event) => set(index, 'options', event.target.value)}
                  onBlur={() => touch(index, 'options')}
                />
                <FieldNotes id={`${rowId}-options`} help={w.choicesHelp} error={optionsError} />
              </div>
            ) : null}
            {row.type === 'hidden'
              ? text(index, 'value', {
                  label: w.value,
                  maxLength: 500,
                  help: w.valueHelp,
                })
              : null}
          </>
        );
      }}
      addLabel={w.add}
      onAdd={() => list.add({ ...EMPTY }, `${id}-${rows.length}-name`)}
    />
  );
}
