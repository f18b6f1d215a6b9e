import { describe, expect, it } from 'vitest';
import { computeLandingCookies } from './landing-cookies.js';

const now = new Date('2024-05-10T12:00:00Z');
const names = (cookies: { name: string }[]) => cookies.map((c) => c.name);
const valueOf = (cookies: { name: string; value: string }[], name: string) =>
  cookies.find((c) => c.name === name)?.value;

describe('computeLandingCookies', () => {
  it('sets every landing cookie on a first visit', () => {
    const cookies = computeLandingCookies({
      now,
      cookies: {},
      url: 'https://tidal.example/pricing',
      referrer: 'https://search.example/',
    });
    expect(names(cookies)).toEqual([
      'first_landing_page',
      'last_landing_page',
      'referrer',
      'last_landing_page_timestamp',
    ]);
    expect(valueOf(cookies, 'first_landing_page')).toBe('https://tidal.example/pricing');
    expect(valueOf(cookies, 'last_landing_page_timestamp')).toBe(String(now.getTime()));
  });

  it('"Landing-page cookies last 3650 days"', () => {
    for (const cookie of computeLandingCookies({ now, cookies: {}, url: '/' })) {
      expect(cookie.maxAge).toBe(3650 * 86400);
      expect(cookie.expires.getTime() - now.getTime()).toBe(3650 * 86400 * 1000);
    }
  });

  it('keeps the session within 30 minutes of the last view', () => {
    const cookies = computeLandingCookies({
      now,
      cookies: { first_landing_page: '/a', last_landing_page_timestamp: String(now.getTime() - 29 * 60_000) },
      url: '/b',
      referrer: 'https://tidal.example/a',
    });
    expect(names(cookies)).toEqual(['last_landing_page_timestamp']);
  });

  it('"A new landing session starts after 30 minutes"', () => {
    const cookies = computeLandingCookies({
      now,
      cookies: { first_landing_page: '/a', last_landing_page_timestamp: String(now.getTime() - 31 * 60_000) },
      url: '/b',
    });
    expect(names(cookies)).toEqual(['last_landing_page', 'last_landing_page_timestamp']);
    expect(valueOf(cookies, 'last_landing_page')).toBe('/b');
  });

  it('"or when a utm_ parameter is present"', () => {
    const cookies = computeLandingCookies({
      now,
      cookies: { first_landing_page: '/a', last_landing_page_timestamp: String(now.getTime() - 1000) },
      url: '/b?utm_source=newsletter',
    });
    expect(valueOf(cookies, 'last_landing_page')).toBe('/b?utm_source=newsletter');
  });

  it('"The stored landing page is cut to 256 characters"', () => {
    const url = `/x?${'a'.repeat(400)}`;
    const cookies = computeLandingCookies({
      now: now.getTime(),
      cookies: { last_landing_page_timestamp: 'garbage' },
      url,
    });
    expect(valueOf(cookies, 'first_landing_page')).toHaveLength(256);
    expect(valueOf(cookies, 'last_landing_page')).toHaveLength(256);
  });
});
