'use client';
// Mounts the referral announcement (referral-modal.tsx) only when the address carries a referral code: its code loads
// then, and no other page view pays for it.
import { isRefcode, REFCODE_QUERY_PARAM } from '@reef/core';
import { useEffect, useState } from 'react';
import { lazyIsland } from '@/lib/lazy-island';
import type { ReferralModalWords } from './referral-modal';

const ReferralModal = lazyIsland(() => import('./referral-modal').then((mod) => mod.ReferralModal));

/** The referral modal, loaded when the page was opened with a `refcode` in its address. `words`: the announcement in
 * the page's language (referralModalWords() of referral-words.ts); English without them. */
export function ReferralModalGate(props: {
  brandName: string;
  suppressedCodes: readonly string[];
  words?: ReferralModalWords;
}) {
  const [hasRefcode, setHasRefcode] = useState(false);
  useEffect(() => {
    if (isRefcode(new URL(window.location.href).searchParams.get(REFCODE_QUERY_PARAM))) setHasRefcode(true);
  }, []);
  return hasRefcode ? <ReferralModal {...props} /> : null;
}
