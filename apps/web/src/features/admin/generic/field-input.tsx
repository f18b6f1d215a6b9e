'use client';
// The control of one descriptor field (`AdminField.input`), inside the kit's Field (label, help, error wiring).
import { PERMISSION_FLAG_NAMES, type AdminField, type PermissionFlag, type Permissions } from '@reef/core';
import type { ChangeEvent } from 'react';
import { Field, fieldId } from '../kit/field';
import { PermissionsEditor } from '../permissions/permissions-editor';
import { optionLabel } from './resource-meta';
import { TutorialPicker } from './tutorial-picker';
import type { FormValue } from './form-values';
import styles from './generic.module.css';
import { useFieldHelp, useFieldLabel, useGenericMessages, usePermissionsEditorWords } from './generic-words';
import { fillIn } from './words';

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
  const messages = useGenericMessages();
  const label = useFieldLabel()(field.label);
  const help = useFieldHelp()(field.help);
  const common = {
    formId,
    name: field.name,
    label,
    help,
    error,
    required: field.required,
  };
  const text = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(event.target.value);

  // Series and collection parts and a versioned group's tutorials are picked from a search (issue #30).
  if (field.input === 'list' && (field.name === 'tutorial_ids' || field.name === 'items'))
    return (
      <TutorialPicker
        field={field}
        value={String(value)}
        error={error}
        withVersions={field.name === 'items'}
        onChange={onChange}
      />
    );

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
        <Field {...common} label={fillIn(messages.utc, { label })}>
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

/** The permissions editor of @/features/admin/permissions: flags the editor does not hold cannot be ticked. */
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
  const label = useFieldLabel()(field.label);
  const words = usePermissionsEditorWords();
  const help = useFieldHelp()(field.help);
  return (
    <PermissionsEditor
      words={words}
      id={fieldId(formId, field.name)}
      legend={label}
      help={help}
      isRequired={field.required}
      value={value}
      error={error}
      grantable={
        grantable ? PERMISSION_FLAG_NAMES.filter((flag) => grantable.has(flag)) : PERMISSION_FLAG_NAMES
      }
      onChange={onChange}
    />
  );
}
