'use client';
// The member's referral link and sign-up count (GET /v1/users/{slug}/referrals).
import { getReferrals, type ReferralSummary } from '@reef/client';
import { referralLink } from '@reef/core';
import { useEffect, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { useRuntimeConfig } from '@/lib/runtime-config';
import styles from './referrals-panel.module.css';

/** Loads and shows the signed-in member's referrals. */
export function ReferralsPanel() {
  const { status, user, api } = useSession();
  const { webUrl } = useRuntimeConfig();
  const loginUrl = useCommunityLoginUrl('login');
  const [summary, setSummary] = useState<ReferralSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'signed-in' || !user) return;
    let isCurrent = true;
    getReferrals(api, user.slug)
      .then((result) => isCurrent && setSummary(result))
      .catch(() => isCurrent && setError('Your referrals could not be loaded. Try again later.'));
    return () => {
      isCurrent = false;
    };
    // `api` changes with the token only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, user?.slug, api.token]);

  if (status === 'loading') return <p>Loading…</p>;
  if (status === 'signed-out' || !user) {
    return (
      <p>
        <a href={loginUrl}>Log in</a> to see your referral link.
      </p>
    );
  }
  if (error) return <p role="alert">{error}</p>;
  if (!summary) return <p>Loading…</p>;

  const link = referralLink(webUrl, summary.referral_code);
  return (
    <div className={styles.panel}>
      <section aria-labelledby="referral-link-title">
        <h2 id="referral-link-title" className={styles.title}>
          Your referral link
        </h2>
        <p>Share it: people who sign up through it are counted here.</p>
        <div className={styles.linkRow}>
          <label htmlFor="referral-link" className="visually-hidden">
            Referral link
          </label>
          <input
            id="referral-link"
            className={styles.link}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={link} selectTargetId="referral-link" label="Copy link" />
        </div>
      </section>
      <section aria-labelledby="referral-count-title">
        <h2 id="referral-count-title" className={styles.title}>
          Sign-ups
        </h2>
        <p>
          <strong className={styles.count} data-testid="referral-signups">
            {summary.signups_count}
          </strong>{' '}
          {summary.signups_count === 1 ? 'person has' : 'people have'} signed up through your link.
        </p>
      </section>
    </div>
  );
}
