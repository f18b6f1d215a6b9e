import { describe, expect, it } from 'vitest';
import { resolveBrand } from '../brand/brand.js';
import { referralLink, referralModalText, showsReferralModal } from './referrals.js';

describe('referral modal (community-app §4)', () => {
  it('"Thirteen specific referral codes suppress the modal": configured codes do not show it, any case', () => {
    const suppressed = ['PARTNER1', 'partner2'];
    expect(showsReferralModal('friend42', suppressed)).toBe(true);
    expect(showsReferralModal('partner1', suppressed)).toBe(false);
    expect(showsReferralModal('PARTNER2', suppressed)).toBe(false);
  });

  it('shows only for a well-formed refcode', () => {
    expect(showsReferralModal(null, [])).toBe(false);
    expect(showsReferralModal('', [])).toBe(false);
    expect(showsReferralModal('<b>', [])).toBe(false);
  });

  it('"the signup credit applies for the first 60 days; spending $25 after the credit expires gives the referrer $25 credit"', () => {
    const text = referralModalText(200);
    expect(text.credit).toBe('Your $200 sign-up credit applies for the first 60 days.');
    expect(text.referrer).toBe(
      'Once you spend $25 after the credit expires, the friend who referred you gets $25 in credit.',
    );
  });

  it('builds the referral link and reads the suppressed codes from BRAND_REFERRAL_SUPPRESSED_CODES', () => {
    expect(referralLink('https://site.example', 'abc123')).toBe('https://site.example/?refcode=abc123');
    expect(resolveBrand({ BRAND_REFERRAL_SUPPRESSED_CODES: ' a1, b2 ,,' }).referralSuppressedCodes).toEqual([
      'a1',
      'b2',
    ]);
    expect(resolveBrand({}).referralSuppressedCodes).toEqual([]);
  });
});
