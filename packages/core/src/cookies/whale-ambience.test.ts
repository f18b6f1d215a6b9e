import { describe, expect, it } from 'vitest';
import { lastLoggedInCookie } from './landing-cookies.js';
import { hasScrolledPast, whaleAmbienceCookie, whaleAmbienceState } from './whale-ambience.js';

describe('whale ambience (community-app §3, §4, §9)', () => {
  it('"a whale-ambience cookie with value relaxing or hidden": no cookie is locked', () => {
    expect(whaleAmbienceState(undefined)).toBe('locked');
    expect(whaleAmbienceState('relaxing')).toBe('unlocked');
    expect(whaleAmbienceState('hidden')).toBe('hidden');
    expect(whaleAmbienceState('other')).toBe('locked');
  });

  it('"its cookie lasts 3650 days"', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookie = whaleAmbienceCookie('unlocked', now);
    expect(cookie).toMatchObject({
      name: 'whale_ambience',
      value: 'relaxing',
      maxAge: 3650 * 86_400,
      path: '/',
    });
    expect(cookie.expires.getTime() - now).toBe(3650 * 86_400_000);
    expect(whaleAmbienceCookie('hidden', now).value).toBe('hidden');
  });

  it('"After the visitor scrolls past half the page"', () => {
    expect(hasScrolledPast({ scrollY: 0, viewportHeight: 800, pageHeight: 4000 })).toBe(false);
    expect(hasScrolledPast({ scrollY: 1100, viewportHeight: 800, pageHeight: 4000 })).toBe(false);
    expect(hasScrolledPast({ scrollY: 1200, viewportHeight: 800, pageHeight: 4000 })).toBe(true);
  });
});

describe('last_logged_in_at', () => {
  it('holds the time of the signed-in page view and lasts 3650 days like the landing cookies', () => {
    const cookie = lastLoggedInCookie(Date.UTC(2026, 4, 2, 3, 4, 5));
    expect(cookie).toMatchObject({
      name: 'last_logged_in_at',
      value: '2026-05-02T03:04:05.000Z',
      maxAge: 3650 * 86_400,
    });
  });
});
