import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_LINK_REL,
  externalLinkRel,
  isInternalLink,
  isSafeUrl,
  isValidInternalPath,
  normalizeOwnHostLink,
} from './link-rules.js';

const OWN = ['tidal.example', 'www.tidal.example'];

describe('link rules', () => {
  it('"A link is internal when it starts with a slash or a hash."', () => {
    expect(isInternalLink('/community')).toBe(true);
    expect(isInternalLink('#step-1')).toBe(true);
    expect(isInternalLink('https://tidal.example/')).toBe(false);
    expect(isInternalLink('community')).toBe(false);
    expect(isInternalLink('//evil.example/x')).toBe(false);
    expect(isInternalLink('/\\evil.example')).toBe(false);
  });

  it('"Absolute links to the company\'s own hosts become relative paths, except those whose path starts with the docs, support, community assets or try prefixes"', () => {
    expect(normalizeOwnHostLink('https://tidal.example/community/tutorials/x?y=1#z', OWN)).toBe(
      '/community/tutorials/x?y=1#z',
    );
    expect(normalizeOwnHostLink('https://www.tidal.example/pricing', OWN)).toBe('/pricing');
    expect(normalizeOwnHostLink('https://TIDAL.example', OWN)).toBe('/');
    expect(normalizeOwnHostLink('https://tidal.example/docs/droplets', OWN)).toBe(
      'https://tidal.example/docs/droplets',
    );
    expect(normalizeOwnHostLink('https://tidal.example/support', OWN)).toBe('https://tidal.example/support');
    expect(normalizeOwnHostLink('https://tidal.example/community/assets/a.png', OWN)).toBe(
      'https://tidal.example/community/assets/a.png',
    );
    expect(normalizeOwnHostLink('https://tidal.example/try/gpu', OWN)).toBe('https://tidal.example/try/gpu');
    expect(normalizeOwnHostLink('https://tidal.example/documentation', OWN)).toBe('/documentation');
    expect(normalizeOwnHostLink('https://tidal.example/docs', OWN, { absolutePrefixes: [] })).toBe('/docs');
    expect(normalizeOwnHostLink('https://other.example/x', OWN)).toBe('https://other.example/x');
    expect(normalizeOwnHostLink('mailto:a@tidal.example', OWN)).toBe('mailto:a@tidal.example');
    expect(normalizeOwnHostLink('not a url', OWN)).toBe('not a url');
    expect(normalizeOwnHostLink('http://localhost:3000/a', ['localhost:3000'])).toBe('/a');
    expect(normalizeOwnHostLink('http://localhost:4000/a', ['localhost:3000'])).toBe(
      'http://localhost:4000/a',
    );
  });

  it('"Internal links are valid only if they are site-relative paths with legal URL characters and no double slash"', () => {
    expect(isValidInternalPath('/community/tutorials?q=nginx#top')).toBe(true);
    expect(isValidInternalPath('/a%20b')).toBe(true);
    expect(isValidInternalPath('/redirect?to=https://x.example')).toBe(true);
    expect(isValidInternalPath('community')).toBe(false);
    expect(isValidInternalPath('//evil.example')).toBe(false);
    expect(isValidInternalPath('/a//b')).toBe(false);
    expect(isValidInternalPath('/a\\b')).toBe(false);
    expect(isValidInternalPath('/a b')).toBe(false);
    expect(isValidInternalPath('/a%zz')).toBe(false);
    expect(isValidInternalPath('/<script>')).toBe(false);
  });

  it('"External links get rel ugc nofollow"', () => {
    expect(EXTERNAL_LINK_REL).toBe('ugc nofollow');
    expect(externalLinkRel).toBe('ugc nofollow');
  });

  it.each([
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['vbscript:msgbox', false],
    ['file:///etc/passwd', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/jpeg;base64,/9j/', true],
    ['data:image/gif;base64,R0lG', true],
    ['data:image/webp;base64,UklG', true],
    ['https://tidal.example', true],
    ['/relative', true],
    ['#hash', true],
    ['mailto:a@b.example', true],
  ])(
    '"Unsafe link schemes (script, file and data, except embedded gif, png, jpeg and webp images) are refused": %j → %s',
    (url, safe) => {
      expect(isSafeUrl(url)).toBe(safe);
    },
  );
});
