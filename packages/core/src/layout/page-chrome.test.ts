import { describe, expect, it } from 'vitest';
import {
  isCommunityPath,
  isAdminAreaPath,
  isFooterHidden,
  isHeaderHidden,
  showsProgressBar,
  showsStartBuildingCta,
} from './page-chrome.js';
import { normalizePathname } from './path-match.js';

describe('page chrome', () => {
  it.each([
    '/blog',
    '/blog/some-post',
    '/community',
    '/community/tutorials/x',
    '/currents/2024',
    '/diversity',
    '/landing',
    '/legal/privacy',
    '/partners/directory/acme',
    '/product-tours/app',
    '/reports',
    '/solutions',
    '/trust/security',
    '/careers',
    '/company/contact/sales',
    '/company',
    '/impact',
    '/pricing/calculator',
    '/products/cloudways',
    '/products/paperspace',
    '/products/support',
    '/products/backups',
    '/referral-program',
    '/sitemap/',
    '/blog?tag=x',
  ])(
    '"A \'start building today\' call-to-action block shows on all pages except …": hidden on %s',
    (path) => {
      expect(showsStartBuildingCta(path)).toBe(false);
    },
  );

  it.each([
    '/',
    '/pricing',
    '/products',
    '/products/droplets',
    '/solutions/ai',
    '/landing/spring',
    '/blogger',
  ])('shows the call to action on %s', (path) => expect(showsStartBuildingCta(path)).toBe(true));

  it('"The header is hidden on /deploy. The footer is hidden on /pricing/calculator and /deploy."', () => {
    expect(isHeaderHidden('/deploy')).toBe(true);
    expect(isHeaderHidden('/pricing/calculator')).toBe(false);
    expect(isFooterHidden('/pricing/calculator')).toBe(true);
    expect(isFooterHidden('/deploy?x=1')).toBe(true);
    expect(isFooterHidden('/pricing')).toBe(false);
  });

  it('"A progress bar shows on blog and resources pages."', () => {
    expect(showsProgressBar('/blog/post')).toBe(true);
    expect(showsProgressBar('/resources')).toBe(true);
    expect(showsProgressBar('/community')).toBe(false);
  });

  it('knows the admin area, which has a shell of its own (issue #30, item 6)', () => {
    expect(isAdminAreaPath('/community/admin')).toBe(true);
    expect(isAdminAreaPath('/community/admin/users/5')).toBe(true);
    expect(isAdminAreaPath('/community/administrators')).toBe(false);
    expect(isAdminAreaPath('/community/tutorials')).toBe(false);
  });

  it('knows community pages and normalizes paths', () => {
    expect(isCommunityPath('/community/questions')).toBe(true);
    expect(isCommunityPath('/communityx')).toBe(false);
    expect(normalizePathname('https://a.example/blog/?x#y')).toBe('/blog');
    expect(normalizePathname('')).toBe('/');
  });
});
