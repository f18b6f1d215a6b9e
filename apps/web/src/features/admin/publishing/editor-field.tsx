'use client';
// A field of the post and static-page editors: its label, the control (handed its id, class and ARIA state), a help
// line the control is described by, and the problem the API or the editor found at it.
import type { ReactNode } from 'react';
import { FieldNote } from '@/features/editor/field-note';
import { sliceFieldId } from '../static-pages/slice-fields-form';
import styles from './publishing.module.css';

/** What an EditorField hands its control. */
export type EditorControlProps = {
  id: string;
  className?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** One labelled control with its help and its problem. */
export function EditorField({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  help?: string;
  error?: string;
  children: (control: EditorControlProps) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      <FieldNote id={id} kind="help">
        {help}
      </FieldNote>
      <FieldNote id={id} kind="error">
        {error}
      </FieldNote>
    </div>
  );
}

/** A text field of an editor: one line, or several when `rows` is given. */
export function EditorTextField({
  id,
  label,
  help,
  error,
  value,
  onChange,
  rows,
  required,
  note,
}: {
  id: string;
  label: ReactNode;
  help?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea of this many rows. */
  rows?: number;
  required?: boolean;
  /** A line after the control that it is not described by. */
  note?: ReactNode;
}) {
  return (
    <EditorField id={id} label={label} help={help} error={error}>
      {(control) => (
        <>
          {rows ? (
            <textarea
              {...control}
              rows={rows}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <input
              {...control}
              value={value}
              required={required}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
          {note}
        </>
      )}
    </EditorField>
  );
}

/**
 * A select of an editor; `emptyLabel` offers an empty choice first, `optionLabel` names the choices (their values
 * otherwise), and `optionLang` marks each choice as written in the language its value is the code of.
 */
export function EditorSelectField({
  id,
  label,
  error,
  value,
  options,
  onChange,
  disabled,
  emptyLabel,
  optionLabel,
  optionLang,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  disabled?: boolean;
  emptyLabel?: string;
  optionLabel?: (option: string) => string;
  optionLang?: boolean;
}) {
  return (
    <EditorField id={id} label={label} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option} value={option} lang={optionLang ? option : undefined}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </select>
      )}
    </EditorField>
  );
}

/**
 * The type select of a post or a static page: its choices are the keys of `types`, and a saved document keeps the
 * type it was created with (its address and template depend on it), so the select is disabled once `isSaved`.
 */
export function EditorTypeField<Type extends string>({
  label,
  value,
  types,
  isSaved,
  onChange,
}: {
  label: ReactNode;
  value: Type;
  types: Readonly<Record<Type, unknown>>;
  isSaved: boolean;
  onChange: (type: Type) => void;
}) {
  return (
    <EditorSelectField
      id={sliceFieldId('type')}
      label={label}
      value={value}
      options={Object.keys(types)}
      disabled={isSaved}
      onChange={(type) => onChange(type as Type)}
    />
  );
}
