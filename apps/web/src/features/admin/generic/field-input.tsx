'use client';
// The control of one descriptor field (`AdminField.input`), inside the kit's Field (label, help, error wiring).
import {
  PERMISSION_DESCRIPTIONS,
  PERMISSION_FLAG_NAMES,
  type AdminField,
  type PermissionFlag,
  type Permissions,
} from '@reef/core';
import type { ChangeEvent } from 'react';
import { Field, fieldId } from '../kit/field';
import { optionLabel } from './resource-meta';
import type { FormValue } from './form-values';
import styles from './generic.module.css';

/** Inputs of FieldInput. */
export type FieldInputProps = {
  formId: string;
  field: AdminField;
  value: FormValue;
  error?: string;
  onChange: (value: FormValue) => void;
  /** The editor's own flags: a permissions field offers only these (nobody grants what they do not hold). */
  grantable?: Permissions;
  /** Fields the form shows but does not let change (the key of an object that has none to change). */
  isReadOnly?: boolean;
};

/** One field of a generic admin form. */
export function FieldInput({
  formId,
  field,
  value,
  error,
  onChange,
  grantable,
  isReadOnly,
}: FieldInputProps) {
  const common = {
    formId,
    name: field.name,
    label: field.label,
    help: field.help,
    error,
    required: field.required,
  };
  const text = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(event.target.value);

  switch (field.input) {
    case 'boolean':
      return (
        <Field {...common} isInline>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={value === true}
              disabled={isReadOnly}
              onChange={(event) => onChange(event.target.checked)}
            />
          )}
        </Field>
      );
    case 'select':
      return (
        <Field {...common}>
          {(control) => (
            <select {...control} value={String(value)} onChange={text} disabled={isReadOnly}>
              {field.required ? null : <option value="">—</option>}
              {(field.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {optionLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'textarea':
    case 'markdown':
    case 'json':
    case 'list':
      return (
        <Field {...common}>
          {(control) => (
            <textarea
              {...control}
              className={field.input === 'textarea' ? undefined : styles.code}
              rows={field.input === 'textarea' ? 4 : 10}
              value={String(value)}
              onChange={text}
              readOnly={isReadOnly}
              spellCheck={field.input === 'textarea' || field.input === 'markdown'}
            />
          )}
        </Field>
      );
    case 'datetime':
      return (
        <Field {...common} label={`${field.label} (UTC)`}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={String(value)}
              onChange={text}
              readOnly={isReadOnly}
            />
          )}
        </Field>
      );
    case 'permissions':
      return (
        <PermissionsInput
          formId={formId}
          field={field}
          value={value as readonly PermissionFlag[]}
          error={error}
          grantable={grantable}
          onChange={onChange}
        />
      );
    case 'members':
      return null;
    default:
      return (
        <Field {...common}>
          {(control) => (
            <input
              {...control}
              type={field.input === 'url' ? 'url' : 'text'}
              value={String(value)}
              onChange={text}
              readOnly={isReadOnly}
              autoComplete="off"
              spellCheck={field.input === 'text'}
            />
          )}
        </Field>
      );
  }
}

/** Check boxes of the 25 flags; flags the editor does not hold are shown but cannot be ticked. */
function PermissionsInput({
  formId,
  field,
  value,
  error,
  grantable,
  onChange,
}: {
  formId: string;
  field: AdminField;
  value: readonly PermissionFlag[];
  error?: string;
  grantable?: Permissions;
  onChange: (value: FormValue) => void;
}) {
  const id = fieldId(formId, field.name);
  const toggle = (flag: PermissionFlag, checked: boolean) =>
    onChange(checked ? [...value, flag] : value.filter((held) => held !== flag));
  return (
    <fieldset
      id={id}
      className={styles.permissions}
      aria-describedby={
        [error ? `${id}-error` : '', field.help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined
      }
      tabIndex={-1}
    >
      <legend>
        {field.label}
        {field.required ? <span className={styles.required}> (required)</span> : null}
      </legend>
      {field.help ? (
        <p id={`${id}-help`} className={styles.help}>
          {field.help}
        </p>
      ) : null}
      <ul>
        {PERMISSION_FLAG_NAMES.map((flag) => {
          const canGrant = !grantable || grantable.has(flag);
          return (
            <li key={flag}>
              <input
                id={`${id}-${flag}`}
                type="checkbox"
                checked={value.includes(flag)}
                disabled={!canGrant}
                onChange={(event) => toggle(flag, event.target.checked)}
              />
              <label htmlFor={`${id}-${flag}`}>
                <code>{flag}</code> <span className={styles.help}>{PERMISSION_DESCRIPTIONS[flag]}</span>
                {canGrant ? null : <span className={styles.help}> (you do not hold it)</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
