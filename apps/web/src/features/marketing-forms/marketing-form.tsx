'use client';
// A public marketing form rendered from its field definitions (content-and-presentation §3 form field types):
// every field labelled, required ones marked, native controls only (keyboard-complete), answers posted as a lead
// to the API, the API's field errors shown at their fields with a summary that takes focus, and a confirmation
// in place of the form once the lead is stored. No inline script or style: it runs under the site's strict CSP.
import { submitMarketingForm, type MarketingForm } from '@reef/client';
import { regionsOf } from '@reef/core';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { describeApiError, type ApiErrorWords } from '@/features/editor/api-errors';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { Choice } from './countries';
import formStyles from '@/features/editor/form.module.css';
import styles from './marketing-form.module.css';

type Field = MarketingForm['fields'][number];

/** The form's own texts in the page's language (the server's `forms.*`). */
export type MarketingFormWords = {
  /** After a required field's label: "(required)". */
  required: string;
  hint: string;
  choose: string;
  /** With `{noun}` where the country's name for its regions goes. */
  chooseRegion: string;
  /** The regions' names, keyed by the English noun of @reef/core's tables ("State"). */
  regionNouns: Record<string, string>;
  sending: string;
  /** The error summary's sentence for one, two… answers that need attention (index: count − 1). */
  attention: string[];
  /** What the summary says when the lead did not reach the API or it answered without words (network, timeout). */
  errors: ApiErrorWords;
};

/** What the visitor reads after sending. */
export type Confirmation = { title: string; text: ReactNode };

const INPUT_TYPES: Partial<Record<Field['type'], string>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  number: 'number',
  date: 'date',
  // A country without a list of regions (REGIONS_BY_COUNTRY): the state-select field is a text field.
  'state-select': 'text',
};

// Browser autofill hints for the usual field names.
const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  website: 'url',
  country: 'country',
};

/** The lead as the API takes it: answered fields only; hidden and divider fields carry nothing. */
function collectLead(fields: Field[], form: HTMLFormElement): Record<string, string | boolean> {
  const data = new FormData(form);
  const lead: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (field.type === 'hidden' || field.type === 'divider') continue;
    if (field.type === 'checkbox') {
      if (data.get(field.name) !== null) lead[field.name] = true;
      continue;
    }
    const value = data.get(field.name);
    if (typeof value === 'string' && value.trim() !== '') lead[field.name] = value.trim();
  }
  return lead;
}

/** The form of `form`, with `submitLabel` on its button and `confirmation` after it is sent. */
export function MarketingFormView({
  form,
  countries,
  submitLabel,
  confirmation,
  words,
}: {
  form: MarketingForm;
  countries: Choice[];
  words: MarketingFormWords;
  submitLabel: string;
  confirmation: Confirmation;
}) {
  const { apiUrl } = useRuntimeConfig();
  const id = useId();
  const [errors, setErrors] = useState<{ message?: string; fields: Record<string, string> }>({ fields: {} });
  const [state, setState] = useState<'default' | 'loading' | 'sent'>('default');
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  // Until the script runs, the browser's own checks of required fields apply (the form then posts without it).
  const [isEnhanced, setIsEnhanced] = useState(false);
  useEffect(() => setIsEnhanced(true), []);
  // What takes focus once the answer is on screen: the error summary, or the confirmation's heading. A counter, so
  // a second failed send moves focus to the summary again.
  const [focusRequest, setFocusRequest] = useState<{ target: 'summary' | 'done'; n: number } | null>(null);
  useEffect(() => {
    if (focusRequest?.target === 'summary') summaryRef.current?.focus();
    if (focusRequest?.target === 'done') doneRef.current?.focus();
  }, [focusRequest]);
  // The country chosen in the form's country field: the state-select field lists that country's regions.
  const countryField = form.fields.find((f) => f.type === 'country-select');
  const [country, setCountry] = useState('');
  const regions = regionsOf(country);
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lead = collectLead(form.fields, event.currentTarget);
    setState('loading');
    try {
      await submitMarketingForm({ baseUrl: apiUrl, timeoutMs: 10_000 }, form.slug, lead);
      setErrors({ fields: {} });
      setState('sent');
      setFocusRequest((last) => ({ target: 'done', n: (last?.n ?? 0) + 1 }));
    } catch (failure) {
      const described = describeApiError(failure, words.errors);
      const count = Object.keys(described.fields).length;
      setErrors({
        message:
          count > 0
            ? (words.attention[count - 1] ?? words.attention[words.attention.length - 1]!)
            : described.message,
        fields: described.fields,
      });
      setState('default');
      setFocusRequest((last) => ({ target: 'summary', n: (last?.n ?? 0) + 1 }));
    }
  };

  if (state === 'sent') {
    return (
      <div role="status" className={styles.confirmation}>
        <h2 ref={doneRef} tabIndex={-1} className={styles.confirmationTitle}>
          {confirmation.title}
        </h2>
        <div>{confirmation.text}</div>
      </div>
    );
  }

  const invalid = Object.entries(errors.fields).filter(([name]) => form.fields.some((f) => f.name === name));

  const describedBy = (field: Field) => (errors.fields[field.name] ? errorId(field.name) : undefined);
  const errorLine = (field: Field) =>
    errors.fields[field.name] ? (
      <p id={errorId(field.name)} className={formStyles.error}>
        {errors.fields[field.name]}
      </p>
    ) : null;
  const label = (field: Field) => (
    <>
      {field.label || field.name}
      {field.required ? <span className={styles.required}> {words.required}</span> : null}
    </>
  );

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={handleSubmit}
      noValidate={isEnhanced}
      aria-label={form.title}
      // Without JavaScript the form posts to the web app, which stores the lead and answers with a page.
      method="post"
      action={`/forms/${form.slug}`}
    >
      {errors.message ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className={formStyles.summary}>
          <p className={styles.summaryText}>{errors.message}</p>
          {invalid.length > 0 ? (
            <ul>
              {invalid.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`}>
                    {summaryLine(form.fields.find((f) => f.name === name)?.label || name, message)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className={formStyles.hint}>{words.hint}</p>
      {form.fields.map((field) => {
        const common = {
          id: fieldId(field.name),
          name: field.name,
          required: field.required,
          'aria-invalid': errors.fields[field.name] ? true : undefined,
          'aria-describedby': describedBy(field),
        };
        // Text, email, phone, number and date fields, and a state field for a country without a list of regions.
        const textField = () => (
          <div key={field.name} className={formStyles.field}>
            <label htmlFor={common.id}>{label(field)}</label>
            <input
              {...common}
              type={INPUT_TYPES[field.type] ?? 'text'}
              autoComplete={AUTOCOMPLETE[field.name]}
              maxLength={field.type === 'number' || field.type === 'date' ? undefined : 500}
            />
            {errorLine(field)}
          </div>
        );
        switch (field.type) {
          case 'hidden':
            return null;
          case 'divider':
            return field.label ? (
              <h2 key={field.name} className={styles.divider}>
                {field.label}
              </h2>
            ) : (
              <hr key={field.name} className={styles.rule} />
            );
          case 'checkbox':
            return (
              <div key={field.name} className={styles.check}>
                <input type="checkbox" value="true" {...common} />
                <label htmlFor={common.id}>{label(field)}</label>
                {errorLine(field)}
              </div>
            );
          case 'radio':
            return (
              <fieldset
                key={field.name}
                className={styles.choices}
                aria-describedby={describedBy(field)}
                aria-invalid={common['aria-invalid']}
              >
                <legend>{label(field)}</legend>
                {field.options.map((option, index) => (
                  <div key={option.value} className={styles.check}>
                    <input
                      type="radio"
                      id={index === 0 ? common.id : `${common.id}-${index}`}
                      name={field.name}
                      value={option.value}
                      required={field.required}
                    />
                    <label htmlFor={index === 0 ? common.id : `${common.id}-${index}`}>{option.label}</label>
                  </div>
                ))}
                {errorLine(field)}
              </fieldset>
            );
          case 'select':
          case 'country-select': {
            const choices = field.type === 'country-select' ? countries : field.options;
            return (
              <div key={field.name} className={formStyles.field}>
                <label htmlFor={common.id}>{label(field)}</label>
                <select
                  {...common}
                  defaultValue=""
                  autoComplete={field.type === 'country-select' ? 'country' : undefined}
                  onChange={
                    field.name === countryField?.name ? (event) => setCountry(event.target.value) : undefined
                  }
                >
                  <option value="">{words.choose}</option>
                  {choices.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                {errorLine(field)}
              </div>
            );
          }
          case 'textarea':
            return (
              <div key={field.name} className={formStyles.field}>
                <label htmlFor={common.id}>{label(field)}</label>
                <textarea {...common} rows={6} maxLength={5000} />
                {errorLine(field)}
              </div>
            );
          case 'state-select':
            // spec: content-and-presentation §3 — a real select of the chosen country's states or regions;
            // keyed by country, so a new country starts from "Choose…".
            if (regions)
              return (
                <div key={`${field.name}-${country}`} className={formStyles.field}>
                  <label htmlFor={common.id}>{label(field)}</label>
                  <select {...common} defaultValue="" autoComplete="address-level1">
                    <option value="">
                      {words.chooseRegion
                        .split('{noun}')
                        .join(words.regionNouns[regions.noun] ?? regions.noun.toLowerCase())}
                    </option>
                    {regions.regions.map((region) => (
                      <option key={region.code} value={region.code}>
                        {region.name}
                      </option>
                    ))}
                  </select>
                  {errorLine(field)}
                </div>
              );
            // A country without a list of regions: a text field, as below.
            return textField();
          default:
            return textField();
        }
      })}
      <div className={formStyles.actions}>
        <Button type="submit" state={state === 'loading' ? 'loading' : 'default'} stateLabel={words.sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * One line of the error summary: the message alone when it already names its field ("Enter your email"), else the
 * field's label first (issue #30, item 7: the summary repeated each label: "Email: Email is required").
 */
export function summaryLine(label: string, message: string): string {
  return message.toLowerCase().includes(label.toLowerCase()) ? message : `${label}: ${message}`;
}
