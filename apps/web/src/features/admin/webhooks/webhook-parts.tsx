'use client';
// Pieces both webhook screens use: the event checkboxes, the once-only secret box, the state and time texts,
// and the errors of a webhook form (the API's `webhook.events.1` is the events field; focus goes to the first
// invalid field).
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@reef/core';
import { forwardRef, useEffect } from 'react';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { describeApiError } from '@/features/editor/api-errors';
import { Field, FormErrorSummary, fieldId, type FormErrorState } from '../kit/field';
import type { WebhookEndpoint } from './webhooks-api';
import adminStyles from '../kit/admin.module.css';
import kitStyles from '../kit/kit.module.css';
import { fill, fillNodes } from '../shell/admin-words';
import type { WebhookPartsWords } from './webhooks-words';

const ENGLISH: WebhookPartsWords = {
  events: WEBHOOK_EVENT_DESCRIPTIONS,
  fieldUrl: 'Endpoint URL',
  fieldEvents: 'Events',
  fieldDescription: 'Description',
  urlHelp: 'Where each event is POSTed, e.g. https://example.com/hooks/reef.',
  descriptionHelp: 'Who receives it and why (optional).',
  required: ' (required)',
  active: 'Active',
  paused: 'Paused',
  pausedReason: 'Paused: {reason}',
  secretTitle: 'Copy the signing secret now',
  secretTitleNew: 'Copy the new signing secret now',
  secretText: 'Deliveries to {url} are signed with this secret (the {header} header).',
  secretOnce: 'It will not be shown again',
  secretRest: ': the site keeps it only to sign, and never displays it after this page.',
  secretRotated: ' The old secret no longer signs anything.',
  secretLabel: 'Signing secret',
  copied: 'I have copied it',
};

/** The fields of a webhook form, in their order on the page. */
export const WEBHOOK_FORM_FIELDS = ['url', 'events', 'description'] as const;
/** Their labels (the error summary's links). */
export const WEBHOOK_FIELD_LABELS: Record<string, string> = {
  url: 'Endpoint URL',
  events: 'Events',
  description: 'Description',
};

/** What a webhook form edits. */
export type WebhookDraft = { url: string; events: WebhookEventType[]; description: string };

/**
 * The fields of both webhook forms (add an endpoint, an endpoint's settings) with their error summary; `withHelp`: the
 * add form's hints.
 */
export function WebhookFields({
  formId,
  form,
  draft,
  setDraft,
  withHelp = false,
  words: w = ENGLISH,
}: {
  words?: WebhookPartsWords;
  formId: string;
  form: FormErrorState;
  draft: WebhookDraft;
  setDraft: (update: (current: WebhookDraft) => WebhookDraft) => void;
  withHelp?: boolean;
}) {
  return (
    <>
      <FormErrorSummary
        formId={formId}
        errors={form.errors}
        labels={{ url: w.fieldUrl, events: w.fieldEvents, description: w.fieldDescription }}
      />
      <Field
        formId={formId}
        name="url"
        label={w.fieldUrl}
        help={withHelp ? w.urlHelp : undefined}
        error={form.of('url')}
        required
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={draft.url}
            onChange={(event) => setDraft((current) => ({ ...current, url: event.target.value }))}
          />
        )}
      </Field>
      <EventCheckboxes
        formId={formId}
        value={draft.events}
        error={form.of('events')}
        onChange={(events) => setDraft((current) => ({ ...current, events }))}
        words={w}
      />
      <Field
        formId={formId}
        name="description"
        label={w.fieldDescription}
        help={withHelp ? w.descriptionHelp : undefined}
        error={form.of('description')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={500}
            value={draft.description}
            onChange={(event) => setDraft((current) => ({ ...current, description: event.target.value }))}
          />
        )}
      </Field>
    </>
  );
}

/** A time as the admin screens show it, or a dash. */
export function formatWhen(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/** "Active", or "Paused: <reason>". */
export function describeState(
  endpoint: Pick<WebhookEndpoint, 'state' | 'paused_reason'>,
  w: Pick<WebhookPartsWords, 'active' | 'paused' | 'pausedReason'> = ENGLISH,
): string {
  if (endpoint.state === 'active') return w.active;
  return endpoint.paused_reason ? fill(w.pausedReason, { reason: endpoint.paused_reason }) : w.paused;
}

/**
 * Puts an API failure's messages at the form's fields: `webhook.url` at the URL, `webhook.events.1` (an index
 * under events) at the events.
 */
export function webhookErrorsFromApi(form: FormErrorState, error: unknown): void {
  const described = describeApiError(error);
  const fields: Record<string, string> = {};
  let hasIndex = false;
  for (const [key, message] of Object.entries(described.fields)) {
    if (/^\d+$/.test(key)) {
      hasIndex = true;
      fields.events ??= message;
    } else fields[key] = message;
  }
  if (hasIndex) form.fromFieldErrors(fields);
  else form.fromApiError(error);
}

/** Moves focus to the first field of `formId` that has an error, whenever the errors change. */
export function useFocusFirstInvalid(formId: string, form: FormErrorState): void {
  const { errors } = form;
  useEffect(() => {
    const first = WEBHOOK_FORM_FIELDS.find((name) => errors.fields[name]);
    if (first) document.getElementById(fieldId(formId, first))?.focus();
  }, [formId, errors]);
}

/** One checkbox per subscribable event type, with what it means. */
export function EventCheckboxes({
  formId,
  value,
  error,
  onChange,
  words: w = ENGLISH,
}: {
  words?: WebhookPartsWords;
  formId: string;
  value: readonly WebhookEventType[];
  error?: string;
  onChange: (events: WebhookEventType[]) => void;
}) {
  const id = fieldId(formId, 'events');
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={kitStyles.field}
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={kitStyles.fieldLabel}>
        {w.fieldEvents}
        <span className={kitStyles.required}>{w.required}</span>
      </legend>
      {WEBHOOK_EVENT_TYPES.map((type, index) => {
        const boxId = index === 0 ? id : `${id}-${type.replace('.', '-')}`;
        const helpId = `${boxId}-help`;
        return (
          <div key={type}>
            <div className={kitStyles.inlineField}>
              <input
                type="checkbox"
                id={boxId}
                name="events"
                value={type}
                checked={value.includes(type)}
                aria-invalid={error ? true : undefined}
                aria-describedby={helpId}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || value.includes(t))
                      : value.filter((t) => t !== type),
                  )
                }
              />
              <label htmlFor={boxId}>
                <code>{type}</code>
              </label>
            </div>
            <p id={helpId} className={kitStyles.fieldHelp}>
              {w.events[type]}
            </p>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className={kitStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The signing secret, shown once after a create or a rotation, with a copy button. Takes focus when shown. */
export const SecretBox = forwardRef<
  HTMLHeadingElement,
  { secret: string; url: string; isRotated?: boolean; onDone: () => void; words?: WebhookPartsWords }
>(function SecretBox({ secret, url, isRotated = false, onDone, words: w = ENGLISH }, ref) {
  return (
    <section className={adminStyles.secret} aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title" ref={ref} tabIndex={-1}>
        {isRotated ? w.secretTitleNew : w.secretTitle}
      </h2>
      <p>
        {fillNodes(w.secretText, { url, header: <code>Reef-Signature</code> })}{' '}
        <strong>{w.secretOnce}</strong>
        {w.secretRest}
        {isRotated ? w.secretRotated : ''}
      </p>
      <div className={adminStyles.secretRow}>
        <label htmlFor="webhook-secret" className="visually-hidden">
          {w.secretLabel}
        </label>
        <input id="webhook-secret" readOnly value={secret} onFocus={(event) => event.target.select()} />
        <CopyButton text={secret} selectTargetId="webhook-secret" />
      </div>
      <Button variant="secondary" size="small" onClick={onDone}>
        {w.copied}
      </Button>
    </section>
  );
});
