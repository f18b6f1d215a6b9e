import { describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORM_NAMES } from '../social/platforms.js';
import { demoBrand, referralRegistrationUrl, resolveBrand } from './brand.js';

function allUrls(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(allUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allUrls);
  return [];
}

describe('brand', () => {
  it('the demo brand is fictional: every absolute URL is on a .example host', () => {
    const urls = allUrls(demoBrand);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(new URL(url).hostname).toMatch(/\.example$/);
    for (const host of demoBrand.ownHosts) expect(host).toMatch(/\.example$/);
    expect(
      Object.keys(demoBrand.social).every((name) =>
        (SOCIAL_PLATFORM_NAMES as readonly string[]).includes(name),
      ),
    ).toBe(true);
  });

  it('reads BRAND_* overrides', () => {
    const brand = resolveBrand({
      BRAND_NAME: 'Acme Hosting',
      BRAND_OWN_HOSTS: 'acme.example, www.acme.example',
      BRAND_SOCIAL_GITHUB: 'https://code.example/acme',
      BRAND_DOCS_URL: '  ',
      BRAND_CUSTOMERS: 'Globex, , Initech ',
    });
    expect(brand.customers).toEqual(['Globex', 'Initech']);
    expect(resolveBrand({}).customers).toEqual(demoBrand.customers);
    expect(brand.name).toBe('Acme Hosting');
    expect(brand.shortName).toBe('Tidal');
    expect(brand.ownHosts).toEqual(['acme.example', 'www.acme.example']);
    expect(brand.social.GitHub).toBe('https://code.example/acme');
    expect(brand.docsUrl).toBe(demoBrand.docsUrl);
  });

  it('"a GET with credentials is made to the cloud control panel\'s referral registration endpoint, carrying the refcode"', () => {
    expect(referralRegistrationUrl(demoBrand, 'ab c')).toBe(
      'https://cloud.tidal.example/referrals/register?refcode=ab+c',
    );
  });
});
