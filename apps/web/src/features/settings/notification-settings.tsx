'use client';
// How often each notification category of the bell is emailed: immediately, in a daily or weekly
// digest, or never. Saved per change; the server checks the values again.
import { getMailPreferences, updateMailPreferences } from '@reef/client';
import {
  MAIL_FREQUENCIES,
  type MailFrequencyName,
  type MailPreferences,
  type NotificationCategory,
} from '@reef/core';
import { useEffect, useState } from 'react';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import formStyles from '@/features/editor/form.module.css';
import styles from './settings.module.css';
import { around, fillIn } from '@/components/layout/header/header-words';

/** The tab's words in the page's language (settings-words.ts builds them on the server). */
export type NotificationSettingsWords = {
  loading: string;
  logIn: string;
  /** With `{login}` where the "Log in" link goes. */
  signedOut: string;
  intro: string;
  undeliverable: string;
  caption: string;
  notifications: string;
  email: string;
  frequencies: Record<MailFrequencyName, string>;
  /** With `{frequency}`. */
  byDefault: string;
  /** By the frequency chosen, with `{category}`: "Answers: daily digest. Saved." */
  saved: Record<MailFrequencyName, string>;
  loadFailed: string;
  saveFailed: string;
};

/** The notification email preferences tab. */
export function NotificationSettings({ words }: { words: NotificationSettingsWords }) {
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const [prefs, setPrefs] = useState<MailPreferences | null>(null);
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    getMailPreferences(session.api).then(setPrefs, (failure: unknown) =>
      setStatus({
        kind: 'error',
        text: describeApiError(failure).message ?? words.loadFailed,
      }),
    );
  }, [session.status, session.api, words.loadFailed]);

  async function handleChange(category: NotificationCategory, frequency: MailFrequencyName, label: string) {
    setStatus(null);
    try {
      setPrefs(await updateMailPreferences(session.api, { [category]: frequency }));
      setStatus({
        kind: 'success',
        text: fillIn(words.saved[frequency], 'category', label),
      });
    } catch (failure) {
      setStatus({
        kind: 'error',
        text: describeApiError(failure).message ?? words.saveFailed,
      });
    }
  }

  if (session.status === 'loading') return <p>{words.loading}</p>;
  if (session.status === 'signed-out') {
    const [before, after] = around(words.signedOut, 'login');
    return (
      <p>
        {before}
        <a href={loginUrl}>{words.logIn}</a>
        {after}
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <p>{words.intro}</p>
      {prefs?.email_undeliverable ? <p role="alert">{words.undeliverable}</p> : null}
      {prefs === null ? (
        status ? null : (
          <p>{words.loading}</p>
        )
      ) : (
        <table className={styles.preferences}>
          <caption className={formStyles.hint}>{words.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.notifications}</th>
              <th scope="col">{words.email}</th>
            </tr>
          </thead>
          <tbody>
            {prefs.categories.map((c) => (
              <tr key={c.category}>
                <th scope="row">
                  <label htmlFor={`mail-${c.category}`}>{c.label}</label>
                  <span className={styles.description}>{c.description}</span>
                </th>
                <td>
                  <select
                    id={`mail-${c.category}`}
                    value={c.frequency}
                    onChange={(e) =>
                      void handleChange(c.category, e.target.value as MailFrequencyName, c.label)
                    }
                  >
                    {MAIL_FREQUENCIES.map((f) => (
                      <option key={f} value={f}>
                        {f === c.default
                          ? fillIn(words.byDefault, 'frequency', words.frequencies[f])
                          : words.frequencies[f]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {status ? (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={status.kind === 'error' ? formStyles.error : styles.success}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
