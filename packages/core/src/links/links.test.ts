import { describe, expect, it } from 'vitest';
import { loginUrl, signupUrl } from './auth-urls.js';
import {
  adminContentEditPath,
  adminContentPath,
  adminPostEditPath,
  adminStaticPageEditPath,
  contentEditPath,
  contentPath,
  userMentionPath,
  userProfilePath,
} from './content-paths.js';
import { MARKETING_PAGE_TYPES, marketingPagePath, POST_TYPES, postPath } from './marketing-paths.js';
import { pluralizeType } from './pluralize.js';

describe('pluralizeType', () => {
  it.each([
    ['tutorial', 'tutorials'],
    ['question', 'questions'],
    ['category', 'categories'],
    ['tutorial_series', 'tutorial_series'],
    ['resources', 'resources'],
    ['static_page', 'static_pages'],
    ['global_content', 'global_contents'],
    ['legal', 'legal'],
    ['press', 'press'],
    ['security', 'security'],
    ['trust', 'trust'],
    ['landing', 'landing'],
    ['flagged', 'flagged'],
  ])(
    '"The type plural adds s, or turns a trailing y into ies. A word already ending in s stays unchanged, as do the special words legal, press, security, trust, landing and flagged": %s → %s',
    (type, plural) => {
      expect(pluralizeType(type)).toBe(plural);
    },
  );
});

describe('content links', () => {
  it('"Public content page: /community/{type plural}/{slug}, with an optional comment query parameter"', () => {
    expect(contentPath('tutorial', 'how-to-install-nginx')).toBe('/community/tutorials/how-to-install-nginx');
    expect(contentPath('question', 'why', { comment: 42 })).toBe('/community/questions/why?comment=42');
    expect(contentPath('question', 'why', { comment: null })).toBe('/community/questions/why');
    expect(contentPath('tutorial_series', 'intro')).toBe('/community/tutorial-series/intro');
    expect(contentPath('learning-path', 'go')).toBe('/community/learning-paths/go');
  });

  it('"Edit page: /community/{type plural}/{slug}/edit"', () => {
    expect(contentEditPath('question', 'why')).toBe('/community/questions/why/edit');
  });

  it('"Admin content page: /community/admin/{type plural}/{id}, and its edit page /community/admin/{type plural}/{id}/edit"', () => {
    expect(adminContentPath('tool', 5)).toBe('/community/admin/tools/5');
    expect(adminContentEditPath('user_group', 9)).toBe('/community/admin/user_groups/9/edit');
    expect(adminContentPath('flagged', 3)).toBe('/community/admin/flagged/3');
  });

  it('"Admin static page edit: /community/admin/static_pages/{a}/{b}/edit" and "Admin post edit: /community/admin/posts/{a}/{b}/edit"', () => {
    expect(adminStaticPageEditPath('legal', 'privacy')).toBe(
      '/community/admin/static_pages/legal/privacy/edit',
    );
    expect(adminPostEditPath('blog', 'hello')).toBe('/community/admin/posts/blog/hello/edit');
  });

  it('"A user mention links to /community/user/{slug}, where slug is the slugified name"', () => {
    expect(userMentionPath('Sammy Shark')).toBe('/community/user/sammy-shark');
    expect(userMentionPath('José')).toBe('/community/user/jose');
  });

  it('"The user profile is at /community/users/{slug}"', () => {
    expect(userProfilePath('sammy')).toBe('/community/users/sammy');
  });
});

describe('marketing and post paths', () => {
  it('holds the 16 page types and 6 post types', () => {
    expect(Object.keys(MARKETING_PAGE_TYPES)).toHaveLength(16);
    expect(Object.keys(POST_TYPES)).toHaveLength(6);
  });

  it.each([
    ['community-pages', 'code-of-conduct', '/community/pages/code-of-conduct'],
    ['legal', 'privacy', '/legal/privacy'],
    ['overview', 'about', '/about'],
    ['customers-overview', 'customers', '/customers'],
    ['sitemap', 'sitemap', '/sitemap'],
    ['trust', '', '/trust'],
    ['overview', '', '/'],
  ] as const)('%s + %j → %s', (type, slug, path) => {
    expect(marketingPagePath(type, slug)).toBe(path);
  });

  it('builds post paths', () => {
    expect(postPath('blog', 'launch')).toBe('/blog/launch');
    expect(postPath('resources-video', 'demo')).toBe('/resources/video/demo');
  });
});

describe('auth links', () => {
  it('"with optional parameters activation_redirect and redirect_url"', () => {
    expect(signupUrl('https://cloud.tidal.example/registrations/new')).toBe(
      'https://cloud.tidal.example/registrations/new',
    );
    expect(
      signupUrl('https://cloud.tidal.example/registrations/new', {
        activation_redirect: '/welcome',
        redirect_url: 'https://x.example/a?b=1',
      }),
    ).toBe(
      'https://cloud.tidal.example/registrations/new?activation_redirect=%2Fwelcome&redirect_url=https%3A%2F%2Fx.example%2Fa%3Fb%3D1',
    );
  });

  it('"/v1/login with success_redirect, error_redirect (an auth-error page) and type (default register)"', () => {
    const url = loginUrl({
      apiBaseUrl: 'http://localhost:4000/',
      successRedirect: 'http://localhost:3000/community?x=1',
      errorRedirect: 'http://localhost:3000/community/auth-error',
    });
    expect(url).toBe(
      'http://localhost:4000/v1/login?success_redirect=http%3A%2F%2Flocalhost%3A3000%2Fcommunity%3Fx%3D1&error_redirect=http%3A%2F%2Flocalhost%3A3000%2Fcommunity%2Fauth-error&type=register',
    );
    const parsed = new URL(
      loginUrl({ apiBaseUrl: 'http://a.example', successRedirect: '/s', errorRedirect: '/e', type: 'login' }),
    );
    expect(parsed.pathname).toBe('/v1/login');
    expect(parsed.searchParams.get('type')).toBe('login');
    expect(parsed.searchParams.get('success_redirect')).toBe('/s');
  });
});
