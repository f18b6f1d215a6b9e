'use client';
// Newsletter sign-up: stored as a lead of the `newsletter` marketing form.
import { submitMarketingForm } from '@reef/client';
import { email as emailSchema } from '@reef/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { describeApiError } from '@/features/editor/api-errors';
import { useRuntimeConfig } from '@/lib/runtime-config';
import styles from '@/features/editor/form.module.css';
import checkStyles from '@/features/marketing-forms/marketing-form.module.css';

/** Slug of the marketing form newsletter sign-ups are stored under. */
export const NEWSLETTER_FORM_SLUG = 'newsletter';

/** The form's words in the page's language (the page builds them on the server). */
export type NewsletterWords = {
  invalidEmail: string;
  noConsent: string;
  /** With `{email}`. */
  thanks: string;
  email: string;
  firstName: string;
  consent: string;
  signingUp: string;
  signUp: string;
};

/** Email (required), first name (optional) and consent (required, as the form's field says); says thank you in place. */
export function NewsletterForm({ words }: { words: NewsletterWords }) {
  const { apiUrl } = useRuntimeConfig();
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'default' | 'loading' | 'submitted'>('default');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(words.invalidEmail);
      return;
    }
    if (!consent) {
      setError(words.noConsent);
      return;
    }
    setError(undefined);
    setState('loading');
    try {
      await submitMarketingForm({ baseUrl: apiUrl, timeoutMs: 8000 }, NEWSLETTER_FORM_SLUG, {
        email: parsed.data,
        ...(name.trim() ? { first_name: name.trim() } : {}),
        // The `newsletter` form requires this checkbox; `source` is a hidden field the form fills itself.
        consent: true,
      });
      setState('submitted');
    } catch (failure) {
      setError(describeApiError(failure).message);
      setState('default');
    }
  };

  if (state === 'submitted') {
    return (
      <div role="status" className={styles.restored}>
        {words.thanks.split('{email}').join(email)}
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate style={{ maxWidth: 480 }}>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{words.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{words.firstName}</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="given-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={checkStyles.check}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={consent}
          required
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={`${id}-consent`}>{words.consent}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          state={state === 'loading' ? 'loading' : 'default'}
          stateLabel={words.signingUp}
        >
          {words.signUp}
        </Button>
      </div>
    </form>
  );
}
