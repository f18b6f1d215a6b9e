import { describe, expect, it } from 'vitest';
import { demoBrand } from '../brand/brand.js';
import { activeCommunitySubnavHref, communitySubnav, profileMenuLinks, topBarLinks } from './navigation.js';

describe('navigation', () => {
  it('"Under /community: Tutorials, Questions, Learning Paths, For Businesses, Product Docs, Social Impact"', () => {
    expect(communitySubnav(demoBrand).map((l) => l.label)).toEqual([
      'Tutorials',
      'Questions',
      'Learning Paths',
      'For Businesses',
      'Product Docs',
      'Social Impact',
    ]);
    expect(communitySubnav(demoBrand)[4]?.href).toBe(demoBrand.docsUrl);
  });

  it('"Paths under /community/tags/ highlight the tutorials item"', () => {
    expect(activeCommunitySubnavHref('/community/tags/nginx')).toBe('/community/tutorials');
    expect(activeCommunitySubnavHref('/community/tags')).toBe('/community/tutorials');
    expect(activeCommunitySubnavHref('/community/questions/x')).toBe('/community/questions');
    expect(activeCommunitySubnavHref('/community')).toBeUndefined();
  });

  it('"Top bar: links to /blog, docs, /support and /company/contact/sales?referrer=tophat"', () => {
    expect(topBarLinks(demoBrand).map((l) => l.href)).toEqual([
      '/blog',
      demoBrand.docsUrl,
      '/support',
      '/company/contact/sales?referrer=tophat',
    ]);
  });

  it('"Profile menu links: /community/users/{slug}, the cloud console, sign out", plus the member\'s settings and feed', () => {
    expect(profileMenuLinks(demoBrand, 'sammy').map((l) => l.href)).toEqual([
      '/community/users/sammy',
      '/community/settings/profile',
      '/community/feed',
      demoBrand.cloudConsoleUrl,
      null,
    ]);
  });
});
