'use client';
// The frame of a form field edited as rows (the top bar's messages, a marketing form's fields): a title with the
// count and the limit, the form's message, each row a fieldset with its fields and its move and remove buttons, an
// add button and the live region; with the helpers its rows share (reading the JSON text, each row's problems by
// the API's own shape, showing a problem once its field is left).
import { useId, useState, type ReactNode } from 'react';
import { REQUIRED_MESSAGE } from '@reef/core';
import type { z } from 'zod';
import { plural, type PluralForms } from '@/lib/plural-forms';
import { Button } from '@/components/ui/button/button';
import { RowButtons, RowListStatus, type RowList } from './row-list';
import styles from './row-list.module.css';

/** Inputs of the editor of a form field whose value is JSON text holding a list of rows. */
export type JsonRowsFieldProps = {
  /** The field's id (the form's error summary links to it). */
  id: string;
  /** The field's value: the rows as JSON text (the generic form's value of a JSON or list field). */
  value: string;
  onChange: (value: string) => void;
  /** The form's message for the field. */
  error?: string;
};

/** Problems of each row, by row and by field. */
export type RowProblems<K extends string> = Record<number, Partial<Record<K, string>>>;

/** How problems are worded in the page's language (English, the schemas' own messages, when not given). */
export type ProblemWords = {
  /** One problem of a row: `{row}`, `{number}`, `{field}`, `{message}`. */
  line: string;
  /** An empty required text (zod's too_small of a minimum of 1). */
  required?: string;
  /** A text longer than its limit: `{max}`. */
  tooLong?: string;
  /** The language of the words, for their plural forms and numbers. */
  locale?: string;
  /** A text shorter than its minimum (above 1), by plural form (`{count}`, the minimum). */
  tooShort?: PluralForms;
  /** A number below its minimum, `{min}` itself allowed, or not (`greaterThan`). */
  atLeast?: string;
  greaterThan?: string;
  /** A number above its maximum, `{max}` itself allowed, or not (`lessThan`). */
  atMost?: string;
  lessThan?: string;
  /** A list with fewer or more items than allowed, by plural form (`{count}`, the limit). */
  tooFew?: PluralForms;
  tooMany?: PluralForms;
  /** A value of the wrong type (zod's invalid_type), and the same where a number is expected. */
  wrongType?: string;
  notNumber?: string;
  /** A text not in its format (zod's invalid_format): a web address, an email address, any other. */
  invalidUrl?: string;
  invalidEmail?: string;
  invalidFormat?: string;
  /** A value not among the allowed ones (zod's invalid_value): `{options}`, the allowed values. */
  invalidOption?: string;
  /** zod's rarer issues: a number not a multiple of `{divisor}`; keys an object does not take (`{keys}`). */
  multipleOf?: string;
  unknownKeys?: string;
  /** A value that fits none of a union's forms, or more than one (invalid_union). */
  noForm?: string;
  ambiguousForm?: string;
  /** A key or a value of a record, map or set that is not valid (invalid_key, invalid_element). */
  invalidKey?: string;
  invalidElement?: string;
  /** A date before or after its limit (`{date}`, YYYY-MM-DD). */
  dateFrom?: string;
  dateUntil?: string;
  /** A file below or above its size (`{min}`, `{max}`, bytes). */
  fileTooSmall?: string;
  fileTooBig?: string;
  /** A check of a schema that gave no words of its own (zod's custom issue, "Invalid input"). */
  invalidInput?: string;
  /** The schemas' own messages (by their English text in @reef/core), translated. */
  schema?: Readonly<Record<string, string>>;
};

/** The English wording: the schemas' messages as they are. */
export const ENGLISH_PROBLEM_WORDS: ProblemWords = { line: '{row} {number}, {field}: {message}' };

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((filled, [name, value]) => filled.split(`{${name}}`).join(value), text);

const NUMERIC = new Set(['number', 'int', 'bigint']);
const COLLECTIONS = new Set(['array', 'set', 'map']);

/** A date limit of an issue (zod gives it in milliseconds) as YYYY-MM-DD. */
const isoDate = (limit: unknown) => new Date(Number(limit)).toISOString().slice(0, 10);

/** `forms` for `count` in the words' language. */
const counted = (forms: PluralForms | undefined, count: unknown, words: ProblemWords) =>
  forms && plural(forms, Number(count), words.locale ?? 'en');

/** The words for a zod issue by its code, with its values filled in; undefined when the words have none for it. */
function wordsOfIssue(issue: z.core.$ZodIssue, words: ProblemWords): string | undefined {
  switch (issue.code) {
    case 'too_small': {
      const min = String(issue.minimum);
      if (Number(issue.minimum) === 1 && issue.origin !== 'number' && issue.origin !== 'int')
        return words.required;
      if (issue.origin === 'string') return counted(words.tooShort, issue.minimum, words);
      if (NUMERIC.has(issue.origin)) {
        const text = issue.inclusive === false ? words.greaterThan : words.atLeast;
        return text && fill(text, { min });
      }
      if (COLLECTIONS.has(issue.origin)) return counted(words.tooFew, issue.minimum, words);
      if (issue.origin === 'date')
        return words.dateFrom && fill(words.dateFrom, { date: isoDate(issue.minimum) });
      if (issue.origin === 'file') return words.fileTooSmall && fill(words.fileTooSmall, { min });
      return undefined;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (NUMERIC.has(issue.origin)) {
        const text = issue.inclusive === false ? words.lessThan : words.atMost;
        return text && fill(text, { max });
      }
      if (COLLECTIONS.has(issue.origin)) return counted(words.tooMany, issue.maximum, words);
      if (issue.origin === 'date')
        return words.dateUntil && fill(words.dateUntil, { date: isoDate(issue.maximum) });
      if (issue.origin === 'file') return words.fileTooBig && fill(words.fileTooBig, { max });
      return words.tooLong && fill(words.tooLong, { max });
    }
    case 'invalid_type':
      if (NUMERIC.has(issue.expected)) return words.notNumber;
      // A missing value (zod words it "…, received undefined", core's schemas REQUIRED_MESSAGE): the field is required.
      return issue.message === REQUIRED_MESSAGE || /received (undefined|null)$/.test(issue.message)
        ? words.required
        : words.wrongType;
    case 'invalid_format':
      if (issue.format === 'url') return words.invalidUrl;
      if (issue.format === 'email') return words.invalidEmail;
      return words.invalidFormat;
    case 'invalid_value':
      return (
        words.invalidOption && fill(words.invalidOption, { options: issue.values.map(String).join(', ') })
      );
    case 'not_multiple_of':
      return words.multipleOf && fill(words.multipleOf, { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return words.unknownKeys && fill(words.unknownKeys, { keys: issue.keys.join(', ') });
    case 'invalid_union': {
      const options = (issue as { options?: readonly unknown[] }).options;
      if (options?.length)
        return words.invalidOption && fill(words.invalidOption, { options: options.map(String).join(', ') });
      return issue.inclusive === false ? words.ambiguousForm : words.noForm;
    }
    case 'invalid_key':
      return words.invalidKey;
    case 'invalid_element':
      return words.invalidElement;
    case 'custom':
      // Only zod's own words: a schema's check that says something keeps it (translated by its English text).
      return issue.message === 'Invalid input' ? words.invalidInput : undefined;
    default:
      return undefined;
  }
}

/** A zod issue's message in the words' language: core's rules by their English text, zod's own messages by their
 * issue code (every code zod 4 raises); the issue's own message when the words have none for it (English, which keeps
 * the schemas' messages). */
export function issueMessage(issue: z.core.$ZodIssue, words: ProblemWords = ENGLISH_PROBLEM_WORDS): string {
  return schemaWords(issue.message, words.schema) ?? wordsOfIssue(issue, words) ?? issue.message;
}

/**
 * A core rule's message in `schema`'s words: by its very English, or by an English template whose `{name}` parts
 * core filled in (`Duplicate option {id}` for "Duplicate option small"), the same values put in the translation.
 */
function schemaWords(message: string, schema: ProblemWords['schema']): string | undefined {
  if (!schema) return undefined;
  if (Object.hasOwn(schema, message)) return schema[message];
  for (const [english, translated] of Object.entries(schema)) {
    if (!english.includes('{')) continue;
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const pattern = english
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    const match = new RegExp(`^${pattern}$`).exec(message);
    if (match) return fill(translated, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  return undefined;
}

/** The rows of a JSON text holding a list, each read by `read`; null when the text is not a list. */
export function parseJsonRows<T>(text: string, read: (item: Record<string, unknown>) => T): T[] | null {
  if (!text.trim()) return [];
  try {
    const data = JSON.parse(text) as unknown;
    if (!Array.isArray(data)) return null;
    return data.map((entry) => read((entry ?? {}) as Record<string, unknown>));
  } catch {
    return null;
  }
}

/** The first problem of each field of each row, as `schema` names them (`shape` turns a row into what it reads). */
export function schemaProblems<T, K extends string>(
  rows: readonly T[],
  schema: z.ZodType,
  shape: (row: T) => unknown = (row) => row,
  words: ProblemWords = ENGLISH_PROBLEM_WORDS,
): RowProblems<K> {
  const problems: RowProblems<K> = {};
  rows.forEach((row, index) => {
    const result = schema.safeParse(shape(row));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = issue.path[0] as K;
      problems[index] = {
        ...problems[index],
        [field]: problems[index]?.[field] ?? issueMessage(issue, words),
      };
    }
  });
  return problems;
}

/** One line naming every problem ("Message 2, link: …"), led by the limit when there are too many rows. */
export function describeRowProblems<K extends string>(
  problems: RowProblems<K>,
  rowName: string,
  fieldName: (field: K) => string,
  tooMany?: string,
  words: ProblemWords = ENGLISH_PROBLEM_WORDS,
): string | null {
  const lines = Object.entries(problems).flatMap(([index, fields]) =>
    Object.entries(fields as Partial<Record<K, string>>).map(([field, message]) =>
      words.line.replace(/\{(row|number|field|message)\}/g, (_, name: string) =>
        name === 'row'
          ? rowName
          : name === 'number'
            ? String(Number(index) + 1)
            : name === 'field'
              ? fieldName(field as K)
              : String(message),
      ),
    ),
  );
  if (tooMany) lines.unshift(tooMany);
  return lines.length > 0 ? lines.join('. ') : null;
}

/** A row's problems shown at their field once it has been left, or all of them once the form names one. */
export function useShownProblems<K extends string>(showAll: boolean) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  return {
    shown: (problems: RowProblems<K>, index: number, field: K) =>
      touched.has(`${index}.${field}`) || showAll ? problems[index]?.[field] : undefined,
    touch: (index: number, field: K) => setTouched((current) => new Set(current).add(`${index}.${field}`)),
  };
}

/** What a row's text input shows besides its value. */
type TextFieldOptions = { label: string; maxLength: number; placeholder?: string; help?: string };

/**
 * The fields of rows: `set` changes one field of one row, `text` is a row's text input (`{id}-{row}-{key}`) whose
 * problem shows once it has been left (or at once when the form names one), `shown` and `touch` serve other controls.
 */
export function useRowFields<T extends object, K extends keyof T & string>({
  id,
  rows,
  update,
  problems,
  showAll,
}: {
  id: string;
  rows: readonly T[];
  update: (next: T[]) => void;
  problems: RowProblems<K>;
  showAll: boolean;
}) {
  const { shown, touch } = useShownProblems<K>(showAll);
  const set = <F extends keyof T>(index: number, key: F, value: T[F]) =>
    update(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const text = (index: number, key: K, options: TextFieldOptions) => (
    <RowTextField
      id={`${id}-${index}-${key}`}
      {...options}
      value={String(rows[index]![key] ?? '')}
      error={shown(problems, index, key)}
      onChange={(value) => set(index, key, value as T[K])}
      onBlur={() => touch(index, key)}
    />
  );
  return { set, text, shown: (index: number, key: K) => shown(problems, index, key), touch };
}

/** A labelled text input of a row, with its help line and its problem. */
export function RowTextField({
  id,
  label,
  value,
  maxLength,
  placeholder,
  help,
  error,
  onChange,
  onBlur,
}: TextFieldOptions & {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** The help line (`{id}-help`) and the problem (`{id}-error`) under a control, each when it has one. */
export function FieldNotes({
  id,
  help,
  error,
  classNames = styles,
}: {
  id: string;
  help?: string;
  error?: string;
  /** The classes of the help line (`help`, else `muted`) and of the problem (`error`). */
  classNames?: { help?: string; muted?: string; error?: string };
}) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className={classNames.help ?? classNames.muted}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={classNames.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A checkbox of a row with its label after it. */
export function RowCheckField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** What stands in for the editor when the field's text is not a list. */
function UnreadableRows({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className={styles.editor} id={id} tabIndex={-1}>
      <p role="alert">{children}</p>
    </div>
  );
}

/** The frame of a field edited as rows. */
export function RowListEditor<T>({
  id,
  title,
  max,
  error,
  empty,
  list,
  rows,
  unreadable,
  legend,
  buttonLabel,
  renderFields,
  addLabel,
  onAdd,
  children,
}: {
  /** The field's id (the form's error summary links to it). */
  id: string;
  title: string;
  /** At most this many rows. */
  max: number;
  /** The form's message for the field. */
  error?: string;
  /** What an empty list means. */
  empty: string;
  list: RowList<T>;
  /** The rows; null when the field's text is not a list (the editor then says `unreadable`). */
  rows: readonly T[] | null;
  unreadable: string;
  legend: (row: T, index: number) => ReactNode;
  /** What ends each row's button names ("Move up message 2"). */
  buttonLabel: (index: number) => string;
  renderFields: (row: T, index: number) => ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** Shown after the list (a preview). */
  children?: ReactNode;
}) {
  const headingId = useId();
  if (rows === null) return <UnreadableRows id={id}>{unreadable}</UnreadableRows>;
  return (
    <div className={styles.editor} id={id} tabIndex={-1} aria-labelledby={headingId}>
      <p id={headingId} className={styles.editorTitle}>
        {title}{' '}
        <span className={styles.muted}>
          ({rows.length} of at most {max}, shown in this order)
        </span>
      </p>
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ol ref={list.listRef} className={styles.rows}>
          {rows.map((row, index) => (
            <li key={index} className={styles.row} {...list.rowProps(index)}>
              <fieldset>
                <legend>{legend(row, index)}</legend>
                <div className={styles.fields}>{renderFields(row, index)}</div>
                <div className={styles.rowActions}>
                  <RowButtons list={list} index={index} label={buttonLabel(index)} />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <Button id={`${id}-add`} size="small" variant="secondary" disabled={rows.length >= max} onClick={onAdd}>
        {addLabel}
      </Button>
      <RowListStatus list={list} />
      {children}
    </div>
  );
}
