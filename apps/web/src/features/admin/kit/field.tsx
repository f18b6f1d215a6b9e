'use client';
// Form fields of admin screens. A Field wires its label, help and error to the control (ids, aria-describedby,
// aria-invalid), and `useFormErrors` turns an API 4xx (`error.details[].path` like `tag.name`) or a failed zod
// parse into a message at each field plus one for the form. The summary lists the errors as links to their
// fields and takes focus, so a keyboard or screen-reader user hears what to fix.
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { describeApiError, fieldErrorsFromIssues, type FormErrors } from '@/features/editor/api-errors';
import { useKitWords } from '../shell/admin-words';
import styles from './kit.module.css';

/** The id of a field's control, from the form's id and the field's name. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/** Props a Field hands to its control. */
export type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** Inputs of Field. */
export type FieldProps = {
  formId: string;
  name: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  /** The control, given the ids and ARIA attributes. */
  children: (control: FieldControlProps) => ReactNode;
  /** A checkbox puts its label after the box. */
  isInline?: boolean;
};

/** A labelled control with its help and its error. */
export function Field({
  formId,
  name,
  label,
  help,
  error,
  required,
  children,
  isInline = false,
}: FieldProps) {
  const id = fieldId(formId, name);
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    name,
    required: required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  });
  const labelNode = (
    <label htmlFor={id} className={styles.fieldLabel}>
      {label}
      {required ? <span className={styles.required}> (required)</span> : null}
    </label>
  );
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      {isInline ? (
        <div className={styles.inlineField}>
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {help ? (
        <p id={helpId} className={styles.fieldHelp}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What `useFormErrors()` returns. */
export type FormErrorState = {
  errors: FormErrors;
  /** The message of one field, if any. */
  of: (name: string) => string | undefined;
  /** Reads an API failure (4xx JSON, network, timeout) into field and form messages; returns them. */
  fromApiError: (error: unknown) => FormErrors;
  /** Sets messages found before sending (a field whose text is not valid JSON). */
  fromFieldErrors: (fields: Record<string, string>) => void;
  /** Checks `body` with the API's own zod schema first; false (and the messages set) when it fails. */
  check: (schema: z.ZodType, body: unknown) => boolean;
  clear: () => void;
};

const NO_ERRORS: FormErrors = { fields: {} };

/** Field and form errors of one form. */
export function useFormErrors(): FormErrorState {
  const kit = useKitWords();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const fromApiError = useCallback((error: unknown) => {
    const described = describeApiError(error);
    setErrors(described);
    return described;
  }, []);
  const check = useCallback(
    (schema: z.ZodType, body: unknown) => {
      const result = schema.safeParse(body);
      if (result.success) return true;
      setErrors({
        message: kit.fieldsNeedAttention,
        fields: fieldErrorsFromIssues(result.error.issues),
      });
      return false;
    },
    [kit.fieldsNeedAttention],
  );
  const fromFieldErrors = useCallback(
    (fields: Record<string, string>) => setErrors({ message: kit.fieldsNeedAttention, fields }),
    [kit.fieldsNeedAttention],
  );
  const clear = useCallback(() => setErrors(NO_ERRORS), []);
  return useMemo(
    () => ({
      errors,
      of: (name: string) => errors.fields[name],
      fromApiError,
      fromFieldErrors,
      check,
      clear,
    }),
    [errors, fromApiError, fromFieldErrors, check, clear],
  );
}

/**
 * The form's error message and a list of its field errors, each a link to its field; takes focus when errors
 * appear. Field names without a control in the form (the API named something the form does not show) are
 * listed as text.
 */
export function FormErrorSummary({
  formId,
  errors,
  labels,
}: {
  formId: string;
  errors: FormErrors;
  /** Label of each field, by name. */
  labels: Record<string, string>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors.fields);
  const hasErrors = Boolean(errors.message) || entries.length > 0;
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, errors]);
  if (!hasErrors) return null;
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" tabIndex={-1}>
      {errors.message ? <p className={styles.errorSummaryTitle}>{errors.message}</p> : null}
      {entries.length > 0 ? (
        <ul>
          {entries.map(([name, message]) => (
            <li key={name}>
              {labels[name] ? (
                <a href={`#${fieldId(formId, name)}`}>
                  {labels[name]}: {message}
                </a>
              ) : (
                `${name}: ${message}`
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
