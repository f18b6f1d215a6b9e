import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFrame, stubApi } from '@/test/render';
import { ReferralModal } from './referral-modal';
import { referralModalWords } from './referral-words';

function withFlag(isEnabled: boolean | null) {
  return stubApi((call) => {
    if (call.path === '/content/v1/feature_flags/referral_modal')
      return isEnabled === null ? [404, { error: { code: 'not_found' } }] : [200, { is_enabled: isEnabled }];
    return undefined;
  });
}

describe('ReferralModal and the referral_modal feature flag', () => {
  it('opens for a refcode while the flag is on', async () => {
    withFlag(true);
    window.history.replaceState(null, '', '/community?refcode=FRIEND1');
    renderWithFrame(<ReferralModal brandName="Tidal" suppressedCodes={[]} />);
    expect(await screen.findByRole('heading', { name: 'You have been invited to Tidal' })).toBeTruthy();
  });

  it('stays closed while an admin has switched the flag off', async () => {
    const calls = withFlag(false);
    window.history.replaceState(null, '', '/community?refcode=FRIEND1');
    renderWithFrame(<ReferralModal brandName="Tidal" suppressedCodes={[]} />);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/referral_modal'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'You have been invited to Tidal' })).toBeNull();
    // The code is still kept for registration.
    expect(window.localStorage.getItem('reef_refcode')).toBe('FRIEND1');
  });

  it('says the offer in Japanese on a Japanese page, the brand in place', async () => {
    withFlag(true);
    window.history.replaceState(null, '', '/ja/community?refcode=FRIEND1');
    window.localStorage.clear();
    renderWithFrame(
      <ReferralModal brandName="Tidal" suppressedCodes={[]} words={await referralModalWords('ja')} />,
      { locale: 'ja' },
    );
    expect(await screen.findByRole('heading', { name: 'Tidal に招待されました' })).toBeTruthy();
    expect(screen.getByText('登録特典の $200 クレジットは、最初の 60 日間有効です。')).toBeTruthy();
  });
});
