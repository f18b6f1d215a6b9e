import { MARKETING_PAGE_TYPES } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

const slice = (slice_type: string, primary: Record<string, unknown> = {}) => ({
  slice_type,
  primary,
  items: [],
});
const page = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  slug: `page-${type}`,
  title: `A ${type} page`,
  ...extra,
});

// spec: content-and-presentation §2 "Templates and slices per page type": one page that fits and one that
// does not, for every page type.
const CASES: Record<
  string,
  { valid: Record<string, unknown>; invalid: Record<string, unknown>; problem: string }
> = {
  resources: { valid: { template: 'Template3' }, invalid: { template: 'Template4' }, problem: 'template' },
  solutions: { valid: { template: 'Template6' }, invalid: { template: 'Template7' }, problem: 'template' },
  trust: { valid: { template: 'Template4' }, invalid: { template: 'Template5' }, problem: 'template' },
  currents: { valid: { template: 'Currents' }, invalid: { template: 'Template1' }, problem: 'template' },
  sitemap: { valid: { template: 'sitemap' }, invalid: { template: 'Sitemap2' }, problem: 'template' },
  customers: {
    valid: { slices: [slice('herotext'), slice('customercontent'), slice('quote')] },
    invalid: { slices: [slice('herotext')] },
    problem: 'slices',
  },
  press: {
    valid: { slices: [slice('pressnews'), slice('pressnews')] },
    invalid: { slices: [slice('pressnews'), slice('content')] },
    problem: 'slices[1].slice_type',
  },
  legal: {
    valid: { slices: [slice('content', { body: '# Terms' })] },
    invalid: { slices: [slice('hero')] },
    problem: 'slices[0].slice_type',
  },
  'customers-overview': {
    valid: { slices: [slice('customer_hero'), slice('customer_filter'), slice('customer_cards')] },
    invalid: { slices: [slice('customer_hero'), slice('herotext')] },
    problem: 'slices[1].slice_type',
  },
};
for (const type of Object.keys(MARKETING_PAGE_TYPES)) {
  CASES[type] ??= {
    valid: { slices: [slice('content')] },
    invalid: { slices: [{ slice_type: 'Bad Slice!' }] },
    problem: 'slices[0].slice_type',
  };
}

describe('POST /v1/static_pages/check_json (raw body)', () => {
  for (const [type, c] of Object.entries(CASES)) {
    it(`${type}: a fitting page is valid, one that breaks its rules names the path "${c.problem}"`, async () => {
      const headers = {
        ...(await signIn(t, await buildUserWith(t, 'MANAGE_STATIC_PAGES'))),
        'content-type': 'text/plain',
      };
      const ok = await t.app.inject({
        method: 'POST',
        url: '/v1/static_pages/check_json',
        headers,
        payload: JSON.stringify(page(type, c.valid)),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ valid: true, problems: [] });
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v1/static_pages/check_json',
        headers,
        payload: JSON.stringify({ static_page: page(type, c.invalid) }),
      });
      expect(bad.json().valid).toBe(false);
      expect(bad.json().problems.map((p: { path: string }) => p.path)).toContain(c.problem);
    });
  }

  it('answers every problem at once, and a JSON syntax error as a problem', async () => {
    const headers = {
      ...(await signIn(t, await buildUserWith(t, 'MANAGE_STATIC_PAGES'))),
      'content-type': 'application/json',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages/check_json',
      headers,
      payload: JSON.stringify({
        type: 'press',
        slug: 'Bad Slug',
        slices: [slice('content'), slice('pressnews'), slice('hero')],
      }),
    });
    const paths = res.json().problems.map((p: { path: string }) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['slug', 'title', 'slices[0].slice_type', 'slices[2].slice_type']),
    );
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages/check_json',
      headers,
      payload: '{"type": ',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().problems[0].code).toBe('invalid_json');
  });

  it('needs MANAGE_STATIC_PAGES', async () => {
    const headers = await signIn(t, await buildUser(t));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages/check_json',
      headers,
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('/v1/static_pages', () => {
  it('creates, reads by type and slug, patches and lists; public pages revalidate', async () => {
    const editor = await buildUserWith(t, 'MANAGE_STATIC_PAGES');
    const headers = await signIn(t, editor);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers,
      payload: {
        static_page: page('legal', {
          slug: 'terms',
          title: 'Terms of service',
          state: 'published',
          slices: [slice('content', { body: 'Be **kind**.' })],
        }),
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.path).toBe('/legal/terms');
    expect(body.slices[0].primary.body_html).toContain('kind');
    expect(t.revalidations.at(-1)?.paths).toContain('/legal/terms');

    const got = await t.app.inject({ method: 'GET', url: '/v1/static_pages/legal/terms', headers });
    expect(got.statusCode).toBe(200);
    expect(got.json().title).toBe('Terms of service');

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/static_pages/legal/terms',
      headers,
      payload: { static_page: { is_featured: true, title: 'Terms' } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Terms',
      is_featured: true,
      slices: [{ slice_type: 'content' }],
    });

    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/v1/static_pages/legal/terms',
      headers,
      payload: { static_page: { slices: [slice('hero')] } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details[0].path).toBe('static_page.slices[0].slice_type');

    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers,
      payload: { static_page: page('legal', { slug: 'terms' }) },
    });
    expect(dup.statusCode).toBe(409);

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/static_pages?type=legal&is_featured=true&search=term&sort=title&sort_direction=asc&limit=10&page=1&state=published',
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { slug: string }) => p.slug)).toEqual(['terms']);
  });

  it('nested slugs are URL-encoded in the path', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers,
      payload: { static_page: page('overview', { slug: 'products/droplets', state: 'published' }) },
    });
    const got = await t.app.inject({
      method: 'GET',
      url: '/v1/static_pages/overview/products%2Fdroplets',
      headers,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().path).toBe('/products/droplets');
  });

  it('members cannot write or list pages, and drafts stay hidden from them', async () => {
    const admin = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers: admin,
      payload: { static_page: page('hatch', { slug: 'secret-draft' }) },
    });
    const member = await signIn(t, await buildUser(t));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/static_pages',
          headers: member,
          payload: { static_page: page('hatch') },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/static_pages', headers: member })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/static_pages/hatch/secret-draft', headers: member }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/v1/static_pages/hatch/secret-draft',
          payload: { static_page: { title: 'x' } },
        })
      ).statusCode,
    ).toBe(401);
  });
});
