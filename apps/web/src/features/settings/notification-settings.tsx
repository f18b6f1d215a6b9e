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

const FREQUENCY_LABELS: Record<MailFrequencyName, string> = {
  immediately: 'Immediately',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  never: 'Never',
};

/** The notification email preferences tab. */
export function NotificationSettings() {
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const [prefs, setPrefs] = useState<MailPreferences | null>(null);
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    getMailPreferences(session.api).then(setPrefs, (failure: unknown) =>
      setStatus({
        kind: 'error',
        text: describeApiError(failure).message ?? 'Your preferences could not be loaded.',
      }),
    );
  }, [session.status, session.api]);

  async function handleChange(category: NotificationCategory, frequency: MailFrequencyName, label: string) {
    setStatus(null);
    try {
      setPrefs(await updateMailPreferences(session.api, { [category]: frequency }));
      setStatus({ kind: 'success', text: `${label}: ${FREQUENCY_LABELS[frequency].toLowerCase()}. Saved.` });
    } catch (failure) {
      setStatus({
        kind: 'error',
        text: describeApiError(failure).message ?? 'Your choice could not be saved.',
      });
    }
  }

  if (session.status === 'loading') return <p>Loading…</p>;
  if (session.status === 'signed-out') {
    return (
      <p>
        <a href={loginUrl}>Log in</a> to choose which emails you get.
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <p>
        Choose, for each kind of notification, whether we email it at once, gather it in a digest, or only
        show it in the bell. Every email also has a one-click unsubscribe link.
      </p>
      {prefs?.email_undeliverable ? (
        <p role="alert">
          Mail to your address bounced or was reported as spam, so we stopped sending to it. Confirm or change
          your address in the account settings.
        </p>
      ) : null}
      {prefs === null ? (
        status ? null : (
          <p>Loading…</p>
        )
      ) : (
        <table className={styles.preferences}>
          <caption className={formStyles.hint}>Email for each notification category</caption>
          <thead>
            <tr>
              <th scope="col">Notifications</th>
              <th scope="col">Email</th>
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
                        {FREQUENCY_LABELS[f]}
                        {f === c.default ? ' (default)' : ''}
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
