// The referral announcement's words in the page's language (server only), for the root layout's ReferralModalGate.
import { PROMO_CREDIT_USD, REFERRAL_CREDIT_USD, REFERRAL_SPEND_USD, SIGNUP_CREDIT_DAYS } from '@reef/core';
import type { Locale } from '@reef/i18n';
import { getT } from '@/i18n/translate';
import type { ReferralModalWords } from './referral-modal';

/** `locale`: the page's language unless given. */
export async function referralModalWords(locale?: Locale): Promise<ReferralModalWords> {
  const t = await getT('members', locale);
  return {
    title: t('referral_modal.title', { brand: '{brand}' }),
    credit: t('referral_modal.credit', { credit: PROMO_CREDIT_USD, days: SIGNUP_CREDIT_DAYS }),
    referrer: t('referral_modal.referrer', { spend: REFERRAL_SPEND_USD, reward: REFERRAL_CREDIT_USD }),
    signUp: t('referral_modal.sign_up'),
    notNow: t('referral_modal.not_now'),
  };
}
