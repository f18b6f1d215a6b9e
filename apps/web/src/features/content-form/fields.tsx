'use client';
// The fields of the content forms (ask or edit a question, write or edit a tutorial, the admin tutorial editor),
// each written once. A form hands them its field frame: the member forms `MemberField` below, the admin editor
// the admin kit's `Field`; both give the control its id (`<formId>-<name>`) and ARIA state.
import { LANGUAGES, TUTORIAL_SUBTYPES, type Language, type TutorialSubtype } from '@reef/core';
import type { ComponentType, ReactNode } from 'react';
import { languageName, subtypeLabel } from '@/lib/format';
import { FieldNote } from '@/features/editor/field-note';
import styles from '@/features/editor/form.module.css';

/** What a field frame hands its control. */
export type FieldControl = {
  id: string;
  name?: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** A labelled field around one control: its help (or hint) and its error. */
export type FieldFrameProps = {
  formId: string;
  name: string;
  label: string;
  help?: string;
  error?: string;
  required?: boolean;
  children: (control: FieldControl) => ReactNode;
};

/** The member forms' field: label, hint, control, error; the control is described by the hint, then the error. */
export function MemberField({ formId, name, label, help, error, children }: FieldFrameProps) {
  const id = `${formId}-${name}`;
  const hintId = help ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <FieldNote id={id} kind="hint">
        {help}
      </FieldNote>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      <FieldNote id={id} kind="error">
        {error}
      </FieldNote>
    </div>
  );
}

/** One field of a content form: the frame, the form's id, the value and its change. */
type FieldOf<T> = {
  Field: ComponentType<FieldFrameProps>;
  formId: string;
  value: T;
  onChange: (value: T) => void;
  error?: string;
};

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 1000;
export const DESCRIPTION_HELP = 'One or two sentences shown in lists and search results.';

/** The title: one line of at most 200 characters. */
export function TitleField({
  Field,
  formId,
  value,
  onChange,
  error,
  help,
  required,
  label = 'Title',
}: FieldOf<string> & { help?: string; required?: boolean; label?: string }) {
  return (
    <Field formId={formId} name="title" label={label} help={help} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          type="text"
          maxLength={TITLE_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The description shown in lists and search results; `label` and `help` in the page's language (English by default). */
export function DescriptionField({
  Field,
  formId,
  value,
  onChange,
  error,
  label = 'Description',
  help = DESCRIPTION_HELP,
}: FieldOf<string> & { label?: string; help?: string }) {
  return (
    <Field formId={formId} name="description" label={label} help={help} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={2}
          maxLength={DESCRIPTION_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A select of fixed options with their labels. */
export function SelectField<T extends string>({
  Field,
  formId,
  name,
  label,
  help,
  options,
  optionLabel,
  optionLang,
  value,
  onChange,
  error,
}: FieldOf<T> & {
  name: string;
  label: string;
  help?: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** Each option is a language code and its label is written in that language (`lang` on the option). */
  optionLang?: boolean;
}) {
  return (
    <Field formId={formId} name={name} label={label} help={help} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option} lang={optionLang ? option : undefined}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The kind of a tutorial (tutorial, conceptual article…); `words` names each kind in the page's language (by core's
 * id), English when not given. */
export function SubtypeField({
  words,
  ...props
}: FieldOf<TutorialSubtype> & {
  name: string;
  label: string;
  words?: Partial<Record<TutorialSubtype, string>>;
}) {
  return (
    <SelectField
      {...props}
      options={TUTORIAL_SUBTYPES}
      optionLabel={(subtype) => words?.[subtype] ?? subtypeLabel(subtype)}
    />
  );
}

/** The language a tutorial is written in: one of the nine, each named in its own language ("Deutsch", "日本語"). */
export function LanguageField({ label = 'Language', ...props }: FieldOf<Language> & { label?: string }) {
  return (
    <SelectField
      {...props}
      name="language"
      label={label}
      options={LANGUAGES}
      optionLabel={languageName}
      optionLang
    />
  );
}
