import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { RegistrationDialog } from './registration-dialog';
import { registrationWords } from './registration-words';

function api(seenAt: string | null) {
  let seen = seenAt;
  return stubApi((call) => {
    if (call.path !== '/v1/users/sam') return undefined;
    if (call.method === 'PATCH') {
      seen = (call.body as { user: { has_seen_registration_at: string } }).user.has_seen_registration_at;
      return [200, { user: { slug: 'sam', username: 'sam', has_seen_registration_at: seen } }];
    }
    return [200, { user: { slug: 'sam', username: 'sam', has_seen_registration_at: seen } }];
  });
}

describe('RegistrationDialog', () => {
  it('"Shown when a user exists and has_seen_registration_at is unset"; then sets it and refreshes the user, staying open', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    const calls = api(null);
    renderWithFrame(<RegistrationDialog brandName="Tidal Cloud" />);
    await screen.findByRole('heading', { name: 'Welcome to the Tidal Cloud Community, sam!' });
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(
      Date.parse(
        (patch.body as { user: { has_seen_registration_at: string } }).user.has_seen_registration_at,
      ),
    ).not.toBeNaN();
    // refreshed after the PATCH
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: /Welcome/ })).toBeTruthy();
  });

  it('has a "What\'s next" view with Back, collapsible sections and a close action', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    api(null);
    renderWithFrame(<RegistrationDialog brandName="Tidal Cloud" />);
    fireEvent.click(await screen.findByRole('button', { name: "What's next" }));
    expect(screen.getByRole('heading', { name: "What's next" })).toBeTruthy();
    const sections = document.querySelectorAll('details');
    expect(sections.length).toBeGreaterThan(1);
    expect(sections[0]!.open).toBe(true);
    expect(sections[1]!.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: /Welcome/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
  });

  it('stays hidden for a member who has seen it, and for visitors', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    const calls = api('2026-01-01T00:00:00Z');
    renderWithFrame(<RegistrationDialog brandName="Tidal Cloud" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('welcomes in German on a German page, with the member’s name and the brand in place', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    api(null);
    renderWithFrame(<RegistrationDialog brandName="Tidal Cloud" words={await registrationWords('de')} />, {
      locale: 'de',
    });
    await screen.findByRole('heading', { name: 'Willkommen in der Tidal Cloud Community, sam!' });
    fireEvent.click(screen.getByRole('button', { name: 'Wie geht’s weiter?' }));
    expect(await screen.findByRole('link', { name: 'Frag die Community' })).toBeTruthy();
  });
});
