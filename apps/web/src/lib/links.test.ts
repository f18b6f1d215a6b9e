import { describe, expect, it } from 'vitest';
import { isSitePath, normalizeHrefs } from './links';

describe('site links (content-and-presentation §5 "Links")', () => {
  it('"Absolute links to the company\'s own hosts become relative paths, except … docs, support, community assets or try"', () => {
    const menu = [
      { label: 'Pricing', href: 'https://www.tidal.example/pricing?plan=basic' },
      { label: 'Support', href: 'https://tidal.example/support/tickets' },
      { nested: { links: [{ href: 'https://other.example/x' }, { href: '/community' }] } },
    ];
    expect(normalizeHrefs(menu, ['tidal.example'])).toEqual([
      { label: 'Pricing', href: '/pricing?plan=basic' },
      { label: 'Support', href: 'https://tidal.example/support/tickets' },
      { nested: { links: [{ href: 'https://other.example/x' }, { href: '/community' }] } },
    ]);
  });

  it('"A path with repeated slashes or backslashes is invalid": only valid site paths navigate client-side', () => {
    expect(isSitePath('/community/tutorials')).toBe(true);
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('/a//b')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('#top')).toBe(false);
    expect(isSitePath('https://tidal.example/')).toBe(false);
  });
});
