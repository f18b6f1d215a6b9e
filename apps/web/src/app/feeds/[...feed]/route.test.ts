// The feeds in every language (issue #31): English's at /feeds/…, unchanged; each other language's under its code,
// listing what is written in it, at its addresses in it, with the feed's words and its language said.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@reef/client';

const calls = vi.hoisted(() => ({
  tutorials: [] as unknown[],
  questions: [] as unknown[],
  posts: [] as unknown[],
}));
vi.mock('@reef/client', async (original) => ({
  ...(await original<typeof Client>()),
  listTutorials: async (_api: unknown, query: unknown) => {
    calls.tutorials.push(query);
    return { data: [] };
  },
  listPosts: async (_api: unknown, query: unknown) => {
    calls.posts.push(query);
    return { data: [] };
  },
  listQuestions: async (_api: unknown, query: unknown) => {
    calls.questions.push(query);
    return {
      data: [
        {
          id: 4,
          slug: 'why-502',
          title: 'Why 502?',
          state: 'published',
          answers_count: 3,
          tags: [{ name: 'Nginx' }],
          created_at: '2026-11-01T00:00:00.000Z',
          last_activity_at: '2026-11-02T00:00:00.000Z',
          author: null,
        },
      ],
    };
  },
}));

vi.mock('@/lib/content-api', () => ({
  cachedApi: (tags: string[]) => ({ tags }),
  isNotFound: () => false,
}));
vi.mock('@/app/[locale]/community/_lib/metadata', () => ({
  siteUrl: (path = '') => `https://reef.example${path}`,
}));

const { GET } = await import('./route');

const read = async (path: string) => {
  const response = await GET(new Request(`http://web.test/feeds/${path}`), {
    params: Promise.resolve({ feed: path.split('/') }),
  });
  return { status: response.status, text: await response.text() };
};

beforeEach(() => {
  calls.tutorials = [];
  calls.questions = [];
  calls.posts = [];
});

describe('feeds in every language', () => {
  it('keeps English’s feed as it was: English items, English words, no language element', async () => {
    const { status, text } = await read('questions.rss');
    expect(status).toBe(200);
    expect(calls.questions).toEqual([expect.objectContaining({ language: 'en' })]);
    expect(text).toContain('<title>Community questions</title>');
    expect(text).toContain('<description>3 answers · Nginx</description>');
    expect(text).toContain('/community/questions/why-502</link>');
    expect(text).not.toContain('<language>');
  });

  it('gives German its own feed: German items at German addresses, in German', async () => {
    const { text } = await read('de/questions.rss');
    expect(calls.questions).toEqual([expect.objectContaining({ language: 'de' })]);
    expect(text).toContain('<title>Community-Fragen</title>');
    expect(text).toContain('<description>3 Antworten · Nginx</description>');
    expect(text).toContain('/de/community/questions/why-502</link>');
    expect(text).toContain('<language>de</language>');
    expect(text).toMatch(/<atom:link href="[^"]*\/feeds\/de\/questions\.rss"/);
  });

  it('gives Russian and Japanese theirs, in Atom too', async () => {
    expect((await read('ru/questions.atom')).text).toContain('<summary>3 ответа · Nginx</summary>');
    const { text } = await read('ja/questions.atom');
    expect(text).toContain('xml:lang="ja"');
    expect(text).toContain('<title>コミュニティの質問</title>');
  });

  it('lists a language’s posts as its index does, preferring its versions', async () => {
    expect((await read('de/blog.rss')).status).toBe(200);
    expect(calls.posts).toEqual([expect.objectContaining({ type: 'blog', prefer_language: 'de' })]);
    await read('blog.rss');
    expect(calls.posts[1]).toEqual(expect.objectContaining({ type: 'blog', language: 'en' }));
  });
});
