// spec: community-app §4 "Referral modal", §9 (signup credit for the first 60 days, $25).
import { REFCODE_QUERY_PARAM } from '../constants/cookies.js';
import { REFERRAL_CREDIT_USD, REFERRAL_SPEND_USD, SIGNUP_CREDIT_DAYS } from '../constants/promotions.js';

/** Shape of a referral code: 1 to 64 letters, digits, dashes or underscores. */
export const REFCODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The feature flag that switches the referral modal off for the whole site (on when the flag does not exist). */
export const REFERRAL_MODAL_FLAG = 'referral_modal';
/** Local storage key: the referral modal was closed once (spec: "not shown again once closed"). */
export const REFERRAL_MODAL_CLOSED_KEY = 'reef_referral_modal_closed';
/** Local storage key: the refcode the visitor arrived with, carried to registration. */
export const REFERRAL_CODE_STORAGE_KEY = 'reef_refcode';

/** Whether a refcode has the shape of a referral code (anything else is ignored). */
export function isRefcode(value: unknown): value is string {
  return typeof value === 'string' && REFCODE_PATTERN.test(value);
}

/**
 * Whether the referral modal shows for this refcode: a well-formed code that is not one of the
 * configured codes that suppress it (the spec names thirteen without listing them; Reef reads
 * them from the brand configuration). Codes compare case-insensitively.
 */
export function showsReferralModal(
  refcode: string | null | undefined,
  suppressedCodes: readonly string[],
): boolean {
  if (!isRefcode(refcode)) return false;
  const code = refcode.toLowerCase();
  return !suppressedCodes.some((suppressed) => suppressed.toLowerCase() === code);
}

/** The sentences of the referral modal (spec: community-app §4, §9). */
export function referralModalText(creditUsd: number): { credit: string; referrer: string } {
  return {
    credit: `Your $${creditUsd} sign-up credit applies for the first ${SIGNUP_CREDIT_DAYS} days.`,
    referrer: `Once you spend $${REFERRAL_SPEND_USD} after the credit expires, the friend who referred you gets $${REFERRAL_CREDIT_USD} in credit.`,
  };
}

/** A member's referral link: the site's address with `?refcode=`. */
export function referralLink(webUrl: string, code: string): string {
  const url = new URL(webUrl);
  url.searchParams.set(REFCODE_QUERY_PARAM, code);
  return url.toString();
}
