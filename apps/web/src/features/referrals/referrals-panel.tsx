'use client';
// The member's referral link and sign-up count (GET /v1/users/{slug}/referrals).
import { getReferrals, type ReferralSummary } from '@reef/client';
import { referralLink } from '@reef/core';
import { useEffect, useState } from 'react';
import { CopyButton, type CopyWords } from '@/components/ui/copy-button/copy-button';
import { around } from '@/components/layout/header/header-words';
import { useSiteLocale } from '@/i18n/locale-context';
import { pluralForm, type PluralForms } from '@/lib/plural-forms';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { useRuntimeConfig } from '@/lib/runtime-config';
import styles from './referrals-panel.module.css';

/** The panel's words in the page's language (the page builds them on the server). */
export type ReferralsWords = {
  loading: string;
  logIn: string;
  /** With `{login}`. */
  signedOut: string;
  loadFailed: string;
  linkTitle: string;
  linkText: string;
  linkLabel: string;
  copyLink: string;
  copy?: CopyWords;
  signupsTitle: string;
  /** By plural category, with `{count}` where the (emphasised) number goes. */
  signups: PluralForms;
};

/** Loads and shows the signed-in member's referrals. */
export function ReferralsPanel({ words }: { words: ReferralsWords }) {
  const { status, user, api } = useSession();
  const locale = useSiteLocale();
  const { webUrl } = useRuntimeConfig();
  const loginUrl = useCommunityLoginUrl('login');
  const [summary, setSummary] = useState<ReferralSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'signed-in' || !user) return;
    let isCurrent = true;
    getReferrals(api, user.slug)
      .then((result) => isCurrent && setSummary(result))
      .catch(() => isCurrent && setError(words.loadFailed));
    return () => {
      isCurrent = false;
    };
    // `api` changes with the token only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, user?.slug, api.token]);

  if (status === 'loading') return <p>{words.loading}</p>;
  if (status === 'signed-out' || !user) {
    const [before, after] = around(words.signedOut, 'login');
    return (
      <p>
        {before}
        <a href={loginUrl}>{words.logIn}</a>
        {after}
      </p>
    );
  }
  if (error) return <p role="alert">{error}</p>;
  if (!summary) return <p>{words.loading}</p>;
  // The sentence around the number, which is set apart (and counted by the tests) on its own.
  const [countBefore, countAfter] = around(pluralForm(words.signups, summary.signups_count, locale), 'count');

  const link = referralLink(webUrl, summary.referral_code);
  return (
    <div className={styles.panel}>
      <section aria-labelledby="referral-link-title">
        <h2 id="referral-link-title" className={styles.title}>
          {words.linkTitle}
        </h2>
        <p>{words.linkText}</p>
        <div className={styles.linkRow}>
          <label htmlFor="referral-link" className="visually-hidden">
            {words.linkLabel}
          </label>
          <input
            id="referral-link"
            className={styles.link}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={link} selectTargetId="referral-link" label={words.copyLink} words={words.copy} />
        </div>
      </section>
      <section aria-labelledby="referral-count-title">
        <h2 id="referral-count-title" className={styles.title}>
          {words.signupsTitle}
        </h2>
        <p>
          {countBefore}
          <strong className={styles.count} data-testid="referral-signups">
            {summary.signups_count}
          </strong>
          {countAfter}
        </p>
      </section>
    </div>
  );
}
