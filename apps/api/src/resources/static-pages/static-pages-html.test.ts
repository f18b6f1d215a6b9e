// The server produces every piece of HTML it serves: an editor with only MANAGE_STATIC_PAGES cannot store
// markup of their own in a page's slices, and the markdown they write is rendered by the API.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rerenderAll } from '../../commands/rerender.js';
import { staticPages } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

const SCRIPT = '<script>window.__pwned = true</script>';
const IMG = '<img src="x" onerror="window.__pwned = true">';
const LINK = '<a href="javascript:window.__pwned=true">click</a>';
const HOSTILE = `${SCRIPT}${IMG}${LINK}`;

/** Every HTML string in a value: the `*_html` keys at any depth. */
function htmlValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(htmlValues);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    /html$/i.test(key) && typeof inner === 'string' ? [inner] : htmlValues(inner),
  );
}

/** What must never reach a reader as markup: script elements, event-handler attributes, javascript: addresses. */
function expectNoActiveContent(value: unknown) {
  for (const html of htmlValues(value)) {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(?:href|src|action)\s*=\s*["']?\s*javascript:/i);
  }
}

async function editor() {
  return signIn(t, await buildUserWith(t, 'MANAGE_STATIC_PAGES'));
}

const hostileSlices = () => [
  {
    slice_type: 'content',
    primary: {
      heading: 'Rules',
      body: `Be **kind** and [read the guide](https://example.com/guide).\n\n${SCRIPT}\n\n${IMG} ${LINK}\n\n[markdown link](javascript:window.__pwned=true)`,
      html: HOSTILE,
      content_html: HOSTILE,
      body_html: HOSTILE,
      bodyHtml: HOSTILE,
      card: { title: 'Nested', intro_html: HOSTILE, list: [{ html: HOSTILE }] },
    },
    items: [{ title: 'First', body: 'An *item*', body_html: HOSTILE, text_html: HOSTILE }],
  },
  { slice_type: 'hero', primary: { title: 'Only HTML', html: HOSTILE, content_html: HOSTILE }, items: [] },
];

describe('static page slices hold only HTML the server rendered', () => {
  it('[R1-1] an editor with only MANAGE_STATIC_PAGES posts <script>, <img onerror> and javascript: links in every HTML key: none is stored or served, and the markdown of body renders', async () => {
    const headers = await editor();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers,
      payload: {
        static_page: {
          type: 'community-pages',
          slug: 'hostile',
          title: 'Hostile',
          state: 'published',
          slices: hostileSlices(),
        },
      },
    });
    expect(res.statusCode).toBe(201);
    expectNoActiveContent(res.json());

    const [row] = await t.db.select().from(staticPages).where(eq(staticPages.slug, 'hostile'));
    expectNoActiveContent(row!.data);

    const served = await t.app.inject({
      method: 'GET',
      url: '/content/v1/static_pages/community-pages/hostile',
    });
    expect(served.statusCode).toBe(200);
    expectNoActiveContent(served.json());
    const [content, hero] = served.json().slices;
    // The markdown renders (through @reef/markdown) and the safe parts of it stay.
    expect(content.primary.body_html).toContain('<strong>kind</strong>');
    expect(content.primary.body_html).toContain('href="https://example.com/guide"');
    expect(content.primary.body_html).toContain('<img src="x"');
    expect(content.items[0].body_html).toContain('<em>item</em>');
    // Client HTML keys are dropped wherever they are; plain fields stay as written.
    expect(Object.keys(content.primary).sort()).toEqual(['body', 'body_html', 'card', 'heading']);
    expect(content.primary.card).toEqual({ title: 'Nested', list: [{}] });
    expect(Object.keys(content.items[0]).sort()).toEqual(['body', 'body_html', 'title']);
    expect(hero.primary).toEqual({ title: 'Only HTML' });
  });

  it('[R1-1] an update that sends the HTML back (as an editor round-trips what it read) keeps the server rendering', async () => {
    const headers = await editor();
    await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers,
      payload: {
        static_page: {
          type: 'community-pages',
          slug: 'round-trip',
          title: 'Round trip',
          state: 'published',
          slices: [{ slice_type: 'content', primary: { body: 'Hello **there**' } }],
        },
      },
    });
    const read = (
      await t.app.inject({ method: 'GET', url: '/v1/static_pages/community-pages/round-trip', headers })
    ).json();
    const slices = read.slices.map((s: { primary: Record<string, unknown> }) => ({
      ...s,
      primary: { ...s.primary, body_html: `${s.primary.body_html as string}${SCRIPT}` },
    }));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/static_pages/community-pages/round-trip',
      headers,
      payload: { static_page: { slices } },
    });
    expect(patched.statusCode).toBe(200);
    expectNoActiveContent(patched.json());
    expect(patched.json().slices[0].primary.body_html).toContain('<strong>there</strong>');
  });

  it('javascript: and non-image data: addresses in link and image fields are refused with 422 naming the field', async () => {
    const headers = await editor();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers,
      payload: {
        static_page: {
          type: 'community-pages',
          slug: 'bad-links',
          title: 'Bad links',
          slices: [
            {
              slice_type: 'cta',
              primary: { link: 'java\tscript:alert(1)', cta_url: '/ok', image: 'data:image/png;base64,AAAA' },
              items: [
                { label: 'x', button: { href: 'javascript:alert(1)' } },
                { imageSrc: 'data:text/html,<script>alert(1)</script>' },
              ],
            },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual([
      'static_page.slices[0].items[0].button.href',
      'static_page.slices[0].items[1].imageSrc',
      'static_page.slices[0].primary.link',
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/static_pages/community-pages/bad-links', headers }))
        .statusCode,
    ).toBe(404);
  });

  it('[R1-1] rows written before the rule are served without client HTML, and db:rerender renders their HTML as sanitized markdown', async () => {
    const [row] = await t.db
      .insert(staticPages)
      .values({
        type: 'community-pages',
        slug: 'legacy',
        title: 'Legacy',
        state: 'published',
        data: {
          slices: [
            {
              slice_type: 'content',
              primary: { html: `<p>Old <b>words</b></p>${SCRIPT}` },
              items: [{ body: 'x', body_html: HOSTILE }],
            },
            {
              slice_type: 'content',
              primary: { body: 'Kept **body**', body_html: '<p>Kept <strong>body</strong></p>' },
              items: [],
            },
          ],
        },
      })
      .returning();
    const served = (
      await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/community-pages/legacy' })
    ).json();
    expectNoActiveContent(served);
    expect(served.slices[0].primary).toEqual({});
    expect(served.slices[1].primary.body_html).toContain('<strong>body</strong>');

    const counts = await rerenderAll(t.db);
    expect(counts.static_pages).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(staticPages).where(eq(staticPages.id, row!.id));
    expectNoActiveContent(after!.data);
    const again = (
      await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/community-pages/legacy' })
    ).json();
    expect(again.slices[0].primary.body_html).toContain('<b>words</b>');
    expect(again.slices[0].items[0].body_html).toBe('<p>x</p>\n');
    expectNoActiveContent(again);
    expect((await rerenderAll(t.db)).static_pages).toBe(0);
  });
});

describe('global content top_hat links', () => {
  it('refuses a javascript: address with 422 naming the field', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_GLOBAL_CONTENT'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/global_contents',
      headers,
      payload: {
        global_content: {
          key: 'top_hat',
          data: [{ title: 'Win', url: 'javascript:alert(document.cookie)' }],
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].path).toBe('global_content.data.0.url');
  });
});
