'use client';
// How the generic screens show marketing forms (issue #12): the fields edited as rows (FieldsEditor) and checked
// before sending with the API's own shape, the webhook secret write-only (the form says whether one is stored and
// offers to replace it; it never shows it), and the fields listed on the form's admin page.
import { marketingFormResource } from '@reef/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { fieldId } from '../kit/field';
import type { FieldRenderProps, ResourceScreens } from '../generic/screen-types';
import {
  renderTranslationDetail,
  renderTranslationField,
  type GenericTranslation,
} from '../publishing/generic-translation';
import { describeFieldProblems, FieldsEditor, parseFields, toFormField } from './fields-editor';
import { FieldNotes } from '@/features/row-list/row-list-editor';
import styles from '@/features/row-list/row-list.module.css';
import { useSectionWords } from '../generic/section-words';

/**
 * The secret field's value while a stored secret is kept. It never reaches the API unchanged (an edit sends only
 * changed fields), and if it did its spaces would make the API refuse it rather than store it.
 */
export const STORED_SECRET = '(a secret is stored)';

/** Where each form is shown on the site. */
export const MARKETING_FORM_PAGES: Record<string, string> = {
  'partner-application': '/partners/apply',
  'contact-sales': '/company/contact/sales',
  'contact-abuse': '/company/contact/abuse',
};

/** The write-only secret: "a secret is stored" with Replace, or a password box for a new one. */
export function WebhookSecretInput({ formId, value, error, onChange }: FieldRenderProps) {
  const id = fieldId(formId, 'webhook_secret');
  const [wasStored] = useState(value === STORED_SECRET);
  const w = useSectionWords().marketingFields;
  if (value === STORED_SECRET) {
    return (
      <div className={styles.editor} id={id} tabIndex={-1}>
        <p className={styles.editorTitle}>{w.secretTitle}</p>
        <p>{w.secretStored}</p>
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={() => {
            onChange('');
            requestAnimationFrame(() => document.getElementById(id)?.focus());
          }}
        >
          {w.replaceSecret}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{wasStored ? w.newSecret : w.secretTitle}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes id={id} help={w.secretHelp} error={error} />
      {wasStored ? (
        <Button type="button" size="small" variant="secondary" onClick={() => onChange(STORED_SECRET)}>
          {w.keepSecret}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A form's translation (issue #31): named by its title; it starts from its original's title, fields and destination
 * (its labels to translate), with a slug of its own and no webhook (whose secret the editor never reads).
 */
export const marketingFormTranslation: GenericTranslation = {
  resource: marketingFormResource,
  noun: 'form',
  nameOf: (item) => String(item.title ?? item.slug),
  startFrom: (original) => ({
    title: original.title,
    fields: original.fields,
    destination: original.destination,
    destination_config: original.destination_config,
  }),
};

/** The marketing forms section of the generic screens. */
export const marketingFormScreens: ResourceScreens = {
  resource: marketingFormResource,
  detailHref: (item) => `${marketingFormResource.href}/${item.id}`,
  editHref: (item) => `${marketingFormResource.href}/${item.id}/edit`,
  newHref: `${marketingFormResource.href}/new`,
  publicHref: (item) =>
    item.state === 'published' ? (MARKETING_FORM_PAGES[String(item.slug)] ?? null) : null,
  title: (item) => String(item.title ?? item.slug),
  formValues: (item) => ({
    ...item,
    webhook_secret: item.webhook_secret_set === true ? STORED_SECRET : '',
  }),
  renderField: (field, props) => {
    const translated = renderTranslationField(marketingFormTranslation, field, props);
    if (translated !== undefined) return translated;
    if (field.name === 'fields') {
      return (
        <FieldsEditor
          id={fieldId(props.formId, field.name)}
          value={String(props.value)}
          error={props.error}
          onChange={(text) => props.onChange(text)}
        />
      );
    }
    if (field.name === 'webhook_secret') return <WebhookSecretInput {...props} />;
    return undefined;
  },
  checkValues: (values, words) => {
    const rows = parseFields(String(values.fields ?? ''));
    const problem = rows ? describeFieldProblems(rows, words) : words.notFieldList;
    return problem ? { fields: problem } : null;
  },
  renderDetail: (field, item) => {
    const family = renderTranslationDetail(marketingFormTranslation, field, item);
    if (family !== undefined) return family;
    if (field.name !== 'fields') return undefined;
    const rows = parseFields(JSON.stringify(item.fields ?? []));
    if (!rows) return undefined;
    if (rows.length === 0) return <p>No fields.</p>;
    return (
      <ol>
        {rows.map((row, index) => {
          const field = toFormField(row);
          return (
            <li key={index}>
              {row.label || row.name} — <code>{row.name}</code>, {row.type}
              {row.required ? ', required' : ''}
              {Array.isArray(field.options) && field.options.length > 0
                ? ` (${(field.options as { label: string }[]).map((option) => option.label).join(', ')})`
                : ''}
            </li>
          );
        })}
      </ol>
    );
  },
};
