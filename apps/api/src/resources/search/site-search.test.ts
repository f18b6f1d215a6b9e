// Search over the whole site (issue #30, item 3: "blog and resource posts and marketing pages cannot be found"):
// content-and-presentation §7 lists `/v1/search` with `query, type, sub_type, …` — posts are searched by their
// post type (blog, resources-article, …) and static pages by their page type (§2), written through the admin API
// as an editor would, and kept in step with every save.
import { POST_TYPES, type PostType } from '@reef/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reindexSearch } from '../../commands/search-index.js';
import { seedDemo } from '../../commands/seed/demo.js';
import { useTestApp } from '../../test/app.js';
import { buildTutorial, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Hit = {
  type: string;
  sub_type: string | null;
  slug: string;
  url: string;
  snippet: string;
  title_highlighted: string;
};

async function find(
  params: Record<string, string>,
): Promise<{ data: Hit[]; meta: { pagination: { total: number }; suggestions: string[] } }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/content/v1/search?${new URLSearchParams(params).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const urls = (hits: Hit[]) => hits.map((h) => h.url).sort();

async function postEditor() {
  return signIn(t, await buildUserWith(t, 'MANAGE_POSTS'));
}

async function pageEditor() {
  return signIn(t, await buildUserWith(t, 'MANAGE_STATIC_PAGES'));
}

async function createPost(
  headers: Record<string, string>,
  post: {
    type: PostType;
    title: string;
    body: string;
    state?: string;
    tags?: string[];
    published_at?: string;
  },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/posts',
    headers,
    payload: { post: { state: 'published', ...post } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { type: string; slug: string };
}

async function createPage(
  headers: Record<string, string>,
  page: { type: string; slug: string; title: string; body: string; heading?: string; state?: string },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/static_pages',
    headers,
    payload: {
      static_page: {
        type: page.type,
        slug: page.slug,
        title: page.title,
        state: page.state ?? 'published',
        slices: [
          {
            slice_type: 'content',
            primary: { heading: page.heading ?? 'Overview', body: page.body, link: '/pricing' },
            items: [],
          },
        ],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { type: string; slug: string };
}

describe('search covers posts and marketing pages (content-and-presentation §7: "/v1/search | query, type, sub_type")', () => {
  it('finds a blog post, a resource of each sub-type and a marketing page, each linking to its public page', async () => {
    const headers = await postEditor();
    const created: string[] = [];
    for (const type of Object.keys(POST_TYPES) as PostType[]) {
      const post = await createPost(headers, {
        type,
        title: `Quokka notes for the ${type} shelf`,
        body: `A **quokka** story told as a ${type}.`,
      });
      created.push(`${POST_TYPES[type]}/${post.slug}`);
    }
    const page = await createPage(await pageEditor(), {
      type: 'solutions',
      slug: 'quokka-hosting',
      title: 'Hosting for quokka fans',
      body: 'Every quokka deserves a fast server.',
    });
    const tutorial = await buildTutorial(t, { title: 'Feeding a quokka on Ubuntu', body: 'Quokka chow.' });

    const all = await find({ query: 'quokka' });
    expect(urls(all.data)).toEqual(
      [...created, '/solutions/quokka-hosting', `/community/tutorials/${tutorial.slug}`].sort(),
    );
    expect(all.meta.pagination.total).toBe(8);
    const blog = all.data.find((h) => h.sub_type === 'blog')!;
    expect(blog).toMatchObject({ type: 'post', url: expect.stringMatching(/^\/blog\/quokka-notes/) });
    expect(blog.title_highlighted).toContain('<mark>Quokka</mark>');
    expect(all.data.find((h) => h.type === 'static_page')).toMatchObject({
      sub_type: 'solutions',
      slug: page.slug,
      url: '/solutions/quokka-hosting',
    });
  });

  it('filters by type and by sub-type; a sub-type alone names its type', async () => {
    const headers = await postEditor();
    await createPost(headers, { type: 'blog', title: 'Wombat weekly', body: 'Wombat news.' });
    await createPost(headers, {
      type: 'resources-video',
      title: 'Wombat in motion',
      body: 'A wombat video.',
    });
    await createPost(headers, { type: 'resources-podcast', title: 'Wombat radio', body: 'Wombat talk.' });
    await createPage(await pageEditor(), {
      type: 'legal',
      slug: 'wombat-terms',
      title: 'Wombat terms',
      body: 'Terms for wombats.',
    });
    await buildTutorial(t, { title: 'Wombat tutorial', body: 'Wombat setup.' });

    const types = async (params: Record<string, string>) =>
      (await find({ query: 'wombat', ...params })).data.map((h) => `${h.type}:${h.sub_type}`).sort();
    expect(await types({ type: 'post' })).toEqual([
      'post:blog',
      'post:resources-podcast',
      'post:resources-video',
    ]);
    expect(await types({ type: 'post', sub_type: 'resources-video' })).toEqual(['post:resources-video']);
    expect(await types({ sub_type: 'blog' })).toEqual(['post:blog']);
    expect(await types({ type: 'static_page' })).toEqual(['static_page:legal']);
    expect(await types({ sub_type: 'legal' })).toEqual(['static_page:legal']);
    expect(await types({ filter: 'type:post,sub_type:resources-podcast' })).toEqual([
      'post:resources-podcast',
    ]);
    expect(await types({ type: 'tutorial' })).toEqual(['tutorial:tutorial']);
    // A sub-type of another type finds nothing rather than everything.
    expect(await types({ type: 'tutorial', sub_type: 'blog' })).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/content/v1/search?query=wombat&sub_type=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.[0]?.path ?? bad.body).toMatch(/sub_type/);
  });

  it('keeps the index in step with every save: an unpublished post disappears, a retitled page is found by its new words', async () => {
    const headers = await postEditor();
    const post = await createPost(headers, { type: 'blog', title: 'Platypus launch day', body: 'Platypus.' });
    expect(urls((await find({ query: 'platypus' })).data)).toEqual([`/blog/${post.slug}`]);

    const unpublish = await t.app.inject({
      method: 'PATCH',
      url: `/v1/posts/blog/${post.slug}`,
      headers,
      payload: { post: { state: 'draft' } },
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    expect((await find({ query: 'platypus' })).data).toEqual([]);

    const republish = await t.app.inject({
      method: 'PATCH',
      url: `/v1/posts/blog/${post.slug}`,
      headers,
      payload: { post: { state: 'published', body: 'Now about the echidna too.' } },
    });
    expect(republish.statusCode, republish.body).toBe(200);
    expect(urls((await find({ query: 'echidna' })).data)).toEqual([`/blog/${post.slug}`]);
    const trash = await t.app.inject({
      method: 'PATCH',
      url: `/v1/posts/blog/${post.slug}`,
      headers,
      payload: { post: { state: 'trashed' } },
    });
    expect(trash.statusCode, trash.body).toBe(200);
    expect((await find({ query: 'echidna' })).data).toEqual([]);

    // A post scheduled for later is found only once it is live.
    await createPost(headers, {
      type: 'blog',
      title: 'Numbat news next week',
      body: 'Numbat.',
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await find({ query: 'numbat' })).data).toEqual([]);

    const pages = await pageEditor();
    const page = await createPage(pages, {
      type: 'community-pages',
      slug: 'bilby-club',
      title: 'The bilby club',
      body: 'Bilby meetups.',
    });
    expect(urls((await find({ query: 'bilby' })).data)).toEqual(['/community/pages/bilby-club']);
    const retitled = await t.app.inject({
      method: 'PATCH',
      url: `/v1/static_pages/community-pages/${page.slug}`,
      headers: pages,
      payload: { static_page: { title: 'The quoll club' } },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(urls((await find({ query: 'quoll' })).data)).toEqual(['/community/pages/bilby-club']);
    const draft = await createPage(pages, {
      type: 'legal',
      slug: 'bandicoot-draft',
      title: 'Bandicoot policy',
      body: 'Draft.',
      state: 'draft',
    });
    expect(draft.slug).toBe('bandicoot-draft');
    expect((await find({ query: 'bandicoot' })).data).toEqual([]);
  });

  it('quotes clean excerpts: no markup, whole words, a heading and a command kept apart', async () => {
    const headers = await postEditor();
    await createPost(headers, {
      type: 'resources-guide',
      title: 'Running a dingo server',
      body: '## Step 1 — Installing dingo\n\nUpdate first.\n\n```command\n[label setup.sh]\nsudo apt install dingo\n```\n\n<$>[note]\n**Note:** the dingo service starts itself.\n<$>\n',
    });
    await createPage(await pageEditor(), {
      type: 'solutions',
      slug: 'dingo-hosting',
      title: 'Dingo hosting',
      heading: 'Why dingo',
      body: '**Fast** dingo servers, [priced fairly](/pricing).',
    });
    const { data } = await find({ query: 'dingo' });
    expect(data).toHaveLength(2);
    for (const hit of data) {
      const text = hit.snippet.replace(/<\/?mark>/g, '');
      expect(text, hit.snippet).not.toMatch(/[<>]|&lt;|\*\*|```|\[note\]|\[label|#|\/pricing|setup\.sh/);
      expect(hit.snippet).toContain('<mark>');
    }
    const guide = data.find((h) => h.type === 'post')!;
    expect(guide.snippet).toContain(
      'Step 1 — Installing <mark>dingo</mark> · Update first. · sudo apt install <mark>dingo</mark>',
    );
    expect(guide.snippet).not.toMatch(/dingosudo|dingo sudo/);
    const page = data.find((h) => h.type === 'static_page')!;
    // The heading and the body are two blocks; the link's address and the bold markers are gone.
    expect(page.snippet).toContain('<mark>dingo</mark> · Fast <mark>dingo</mark> servers, priced fairly');
  });

  it('suggests a misspelled word of a blog post and the post\'s title (issue #30, item 3: "finds nothing and suggests nothing")', async () => {
    const headers = await postEditor();
    await createPost(headers, {
      type: 'blog',
      title: 'Introducing the wallaroo scheduler',
      body: 'Wallaroo runs jobs.',
    });
    const res = await find({ query: 'wallarooo' });
    expect(res.data).toEqual([]);
    expect(res.meta.suggestions[0]).toBe('wallaroo');
    expect(res.meta.suggestions).toContain('Introducing the wallaroo scheduler');
  });

  it('db:search-index gives rows written before posts and pages were searched their search text', async () => {
    const headers = await postEditor();
    const post = await createPost(headers, {
      type: 'blog',
      title: 'Kookaburra calls',
      body: 'Laughing kookaburra.',
    });
    await t.db.execute(sql`update posts set search_vector = null, body_text = null`);
    expect((await find({ query: 'laughing' })).data).toEqual([]);
    const counts = await reindexSearch(t.db);
    expect(counts.posts).toBeGreaterThanOrEqual(1);
    expect(urls((await find({ query: 'laughing' })).data)).toEqual([`/blog/${post.slug}`]);
    // Nothing left to do the second time.
    expect((await reindexSearch(t.db)).posts).toBe(0);
  });

  it('the demo seed is searchable whole: its blog posts, resources and marketing pages are found', async () => {
    await seedDemo(t.db, t.env);
    const blog = await find({ query: 'load balancers', sub_type: 'blog' });
    expect(blog.data.length).toBeGreaterThan(0);
    expect(blog.data.every((h) => h.type === 'post' && h.url.startsWith('/blog/'))).toBe(true);
    const pages = await find({ query: 'terms', type: 'static_page' });
    expect(pages.data.map((h) => h.url)).toContain('/legal/terms');
    // Everything the seed wrote has its search text.
    const [missing] = (
      (await t.db.execute(
        sql`select (select count(*)::int from posts where body_text is null) + (select count(*)::int from static_pages where body_text is null) as n`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(missing!.n).toBe(0);
  }, 120_000);
});
