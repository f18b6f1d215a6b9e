'use client';
// The referral sign-up announcement (spec: community-app §4 "Referral modal", §9): open by default when the address
// carries a refcode that is not one of the configured suppressed codes, closable, and not shown again once closed.
import {
  isRefcode,
  PROMO_CREDIT_USD,
  REFCODE_QUERY_PARAM,
  REFERRAL_CODE_STORAGE_KEY,
  REFERRAL_MODAL_CLOSED_KEY,
  REFERRAL_MODAL_FLAG,
  referralModalText,
  showsReferralModal,
} from '@reef/core';
import { isFeatureEnabled } from '@reef/client';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useSession } from '@/features/auth/session-provider';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useRuntimeConfig } from '@/lib/runtime-config';
import styles from './referral-modal.module.css';

/** The announcement's words in the page's language (referral-words.ts builds them on the server); `{brand}` stays. */
export type ReferralModalWords = {
  title: string;
  credit: string;
  referrer: string;
  signUp: string;
  notNow: string;
};

/** Today's English, while the root layout passes no words. */
export function englishReferralModalWords(): ReferralModalWords {
  const text = referralModalText(PROMO_CREDIT_USD);
  return {
    title: 'You have been invited to {brand}',
    credit: text.credit,
    referrer: text.referrer,
    signUp: 'Sign up',
    notNow: 'Not now',
  };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Mounted once by the root layout; `suppressedCodes` come from the brand configuration. */
export function ReferralModal({
  brandName,
  suppressedCodes,
  words = englishReferralModalWords(),
}: {
  brandName: string;
  suppressedCodes: readonly string[];
  words?: ReferralModalWords;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const { status } = useSession();
  const signupUrl = useCommunityLoginUrl('register');
  const { apiUrl } = useRuntimeConfig();

  useEffect(() => {
    const refcode = new URL(window.location.href).searchParams.get(REFCODE_QUERY_PARAM);
    if (!isRefcode(refcode)) return;
    const store = storage();
    // Kept so that registration, even a few pages later, records the code.
    store?.setItem(REFERRAL_CODE_STORAGE_KEY, refcode);
    if (!showsReferralModal(refcode, suppressedCodes) || store?.getItem(REFERRAL_MODAL_CLOSED_KEY) === '1')
      return;
    // The `referral_modal` feature flag turns the announcement off site-wide; read fresh, so a switch in the
    // admin area shows on the next page. If the flag cannot be read the announcement shows, as before.
    let isCurrent = true;
    isFeatureEnabled({ baseUrl: apiUrl, init: { cache: 'no-store' } }, REFERRAL_MODAL_FLAG).then(
      (isEnabled) => {
        if (isCurrent && isEnabled) setIsOpen(true);
      },
      () => {
        if (isCurrent) setIsOpen(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [suppressedCodes, apiUrl]);

  const close = () => {
    storage()?.setItem(REFERRAL_MODAL_CLOSED_KEY, '1');
    setIsOpen(false);
  };

  return (
    <Dialog open={isOpen} onClose={close} title={words.title.split('{brand}').join(brandName)}>
      <div className={styles.body}>
        <p>{words.credit}</p>
        <p>{words.referrer}</p>
        <div className={styles.actions}>
          {status !== 'signed-in' ? <ButtonLink href={signupUrl}>{words.signUp}</ButtonLink> : null}
          <button type="button" className={styles.later} onClick={close}>
            {words.notNow}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
