import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUserWith, signIn } from '../../test/factories.js';

// An image origin for the image service: /photo.png (800×600), /notes.txt and a redirect.
let origin: Server;
let originUrl = '';
let png: Buffer;
beforeAll(async () => {
  png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 0, g: 105, b: 255 } },
  })
    .png()
    .toBuffer();
  origin = createServer((req, res) => {
    if (req.url === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/notes.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    else if (req.url === '/away') res.writeHead(302, { location: 'http://example.invalid/x.png' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

const t = useTestApp({
  get IMAGE_ALLOWED_ORIGINS() {
    return originUrl;
  },
} as unknown as Record<string, string>);

async function seed() {
  const headers = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
  await t.db
    .insert(tags)
    .values([
      { name: 'Security', slug: 'security' },
      { name: 'Startups', slug: 'startups' },
    ])
    .onConflictDoNothing();
  const page = (static_page: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/static_pages', headers, payload: { static_page } });
  await page({
    type: 'community-pages',
    slug: 'code-of-conduct',
    title: 'Code of conduct',
    state: 'published',
    is_featured: true,
    tags: ['security'],
  });
  await page({ type: 'community-pages', slug: 'hidden-link', title: 'Unlisted', state: 'unlisted' });
  await page({ type: 'community-pages', slug: 'wip', title: 'Draft', state: 'draft' });
  await page({
    type: 'landing',
    slug: 'launch',
    title: 'Launch',
    state: 'published',
    is_landing: true,
    is_primary_featured: true,
  });
  const post = (p: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/posts', headers, payload: { post: p } });
  await post({
    type: 'blog',
    slug: 'first',
    title: 'First',
    state: 'published',
    tags: ['startups'],
    published_at: '2026-01-01T00:00:00Z',
  });
  await post({
    type: 'blog',
    slug: 'second',
    title: 'Second',
    state: 'published',
    is_featured: true,
    published_at: '2026-02-01T00:00:00Z',
  });
  await post({
    type: 'resources-video',
    slug: 'video',
    title: 'Video',
    state: 'published',
    published_at: '2026-03-01T00:00:00Z',
  });
  await post({ type: 'blog', slug: 'draft', title: 'Draft post' });
  await t.app.inject({
    method: 'POST',
    url: '/v1/partners',
    headers,
    payload: { partner: { name: 'Visible Partner', state: 'published', tags: ['security'] } },
  });
  await t.app.inject({
    method: 'POST',
    url: '/v1/partners',
    headers,
    payload: { partner: { name: 'Draft Partner' } },
  });
  await t.app.inject({
    method: 'POST',
    url: '/v1/global_contents',
    headers,
    payload: { global_content: { key: 'top_hat', data: [{ title: 'Hello', url: '/blog', newTab: true }] } },
  });
  await t.app.inject({
    method: 'POST',
    url: '/v1/feature_flags',
    headers,
    payload: { feature_flag: { name: 'new_footer', is_enabled: true } },
  });
  await t.app.inject({
    method: 'POST',
    url: '/v1/marketing_forms',
    headers,
    payload: {
      marketing_form: {
        slug: 'newsletter',
        title: 'Newsletter',
        state: 'published',
        fields: [{ name: 'email', type: 'email', required: true }],
        destination: 'marketing_automation',
        destination_config: { list: 'x' },
      },
    },
  });
}

describe('static-content API: site content (content-and-presentation §7)', () => {
  beforeAll(seed);

  it('static_pages lists listed public pages with the spec filters; Cache-Control and ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/static_pages?type=community-pages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.headers.etag).toBeDefined();
    expect(res.json().data.map((p: { slug: string }) => p.slug)).toEqual(['code-of-conduct']);
    const again = await t.app.inject({
      method: 'GET',
      url: '/content/v1/static_pages?type=community-pages',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/content/v1/static_pages?type=community-pages,landing&is_featured=true&tag=security&order=title&limit=5',
    });
    expect(filtered.json().data.map((p: { slug: string }) => p.slug)).toEqual(['code-of-conduct']);
    const landing = await t.app.inject({
      method: 'GET',
      url: '/content/v1/static_pages?is_landing=true&is_primary_featured=true&exclude=code-of-conduct',
    });
    expect(landing.json().data.map((p: { slug: string }) => p.slug)).toEqual(['launch']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/v1/static_pages?type=nope' })).statusCode,
    ).toBe(400);
  });

  it('static_pages/{a}/{b}: published and unlisted pages by link, drafts are 404', async () => {
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/community-pages/code-of-conduct' })
      ).json().path,
    ).toBe('/community/pages/code-of-conduct');
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/community-pages/hidden-link' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/community-pages/wip' })).statusCode,
    ).toBe(404);
  });

  it('posts: comma lists, order, exclude, page_size; posts/{a}/{b} and posts/{id}/tags', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/content/v1/posts' });
    expect(all.json().data.map((p: { slug: string }) => p.slug)).toEqual(['video', 'second', 'first']);
    expect(all.json().meta.pagination.per_page).toBe(100);
    const blog = await t.app.inject({
      method: 'GET',
      url: '/content/v1/posts?type=blog&order=oldest&page_size=1&page=2',
    });
    expect(blog.json().data.map((p: { slug: string }) => p.slug)).toEqual(['second']);
    const tagged = await t.app.inject({
      method: 'GET',
      url: '/content/v1/posts?tag=startups,security&exclude=second',
    });
    expect(tagged.json().data.map((p: { slug: string }) => p.slug)).toEqual(['first']);
    const featured = await t.app.inject({ method: 'GET', url: '/content/v1/posts?is_featured=true' });
    expect(featured.json().data.map((p: { slug: string }) => p.slug)).toEqual(['second']);
    const one = await t.app.inject({ method: 'GET', url: '/content/v1/posts/blog/first' });
    expect(one.json().body_markdown).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/content/v1/posts/blog/draft' })).statusCode).toBe(404);
    const postTags = await t.app.inject({ method: 'GET', url: `/content/v1/posts/${one.json().id}/tags` });
    expect(postTags.json().data.map((x: { slug: string }) => x.slug)).toEqual(['startups']);
  });

  it('partners (page size 1000), global_contents/{id}, feature_flags/{id}, marketing_forms/{id}', async () => {
    const partners = await t.app.inject({ method: 'GET', url: '/content/v1/partners' });
    expect(partners.json().data.map((p: { name: string }) => p.name)).toEqual(['Visible Partner']);
    expect(partners.json().meta.pagination.per_page).toBe(1000);
    const topHat = await t.app.inject({ method: 'GET', url: '/content/v1/global_contents/top_hat' });
    expect(topHat.json().data).toEqual([{ title: 'Hello', url: '/blog', newTab: true }]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/v1/feature_flags/new_footer' })).json().is_enabled,
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/content/v1/feature_flags/missing' })).statusCode).toBe(
      404,
    );
    const form = await t.app.inject({ method: 'GET', url: '/content/v1/marketing_forms/newsletter' });
    expect(form.json().fields[0].name).toBe('email');
    expect(form.json().destination).toBeUndefined();
  });
});

describe('GET /content/v1/images', () => {
  it('resizes and re-encodes an image from an allowed origin, WebP when accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/content/v1/images?src=${encodeURIComponent(`${originUrl}/photo.png`)}&width=200&quality=60`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/max-age=86400/);
    expect(res.headers.etag).toBeDefined();
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 150]);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/content/v1/images?src=${encodeURIComponent(`${originUrl}/photo.png`)}&width=2000`,
    });
    expect(plain.headers['content-type']).toBe('image/png');
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(800);
  });

  it('bad values get 400: origin not allowed, not a URL, width or quality out of range, not an image, a redirect', async () => {
    const get = (qs: string) => t.app.inject({ method: 'GET', url: `/content/v1/images?${qs}` });
    const src = (path: string) => encodeURIComponent(`${originUrl}${path}`);
    expect(
      (await get(`src=${encodeURIComponent('http://example.invalid/a.png')}&width=100`)).statusCode,
    ).toBe(400);
    expect((await get('src=javascript:alert(1)&width=100')).statusCode).toBe(400);
    expect((await get(`src=${src('/photo.png')}&width=0`)).statusCode).toBe(400);
    expect((await get(`src=${src('/photo.png')}&width=100&quality=101`)).statusCode).toBe(400);
    expect((await get(`src=${src('/photo.png')}`)).statusCode).toBe(400);
    expect((await get(`src=${src('/notes.txt')}&width=100`)).statusCode).toBe(400);
    expect((await get(`src=${src('/missing.png')}&width=100`)).statusCode).toBe(404);
    expect((await get(`src=${src('/away')}&width=100`)).statusCode).toBe(502);
  });
});
