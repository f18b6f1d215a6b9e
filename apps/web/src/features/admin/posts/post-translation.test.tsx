// Translating a post from its editor (issue #31): the Language select, the family of a saved post, "Translate…"
// prefilling a new post beside its original, and a refused language at its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGate } from '@/features/admin/shell/admin-gate';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { setPathname } from '@/test/navigation-mock';
import type { TranslateFrom } from '../publishing/translate-from';
import { PostEditor } from './post-editor';
import { translatorOf } from '@/i18n/translate';
import { postEditorWordsOf } from './post-words';

const WORDS = postEditorWordsOf(translatorOf('admin-content', 'en'));

const POST = {
  id: 3,
  type: 'blog',
  slug: 'hello-reef',
  path: '/blog/hello-reef',
  title: 'Hello Reef',
  description: 'The first post.',
  body_markdown: 'Hello, reef.',
  body_html: '<p>Hello, reef.</p>',
  state: 'published',
  published_at: '2026-11-01T08:00:00.000Z',
  tags: [{ slug: 'news' }],
  author: null,
  language: 'en',
  original_id: null,
  translations: [
    {
      id: 4,
      language: 'de',
      slug: 'hallo-reef',
      path: '/blog/hallo-reef',
      title: 'Hallo Reef',
      state: 'draft',
    },
    {
      id: 5,
      language: 'ja',
      slug: 'konnichiwa',
      path: '/blog/konnichiwa',
      title: 'こんにちは',
      state: 'published',
    },
  ],
  updated_at: '2026-11-20T10:00:00.000Z',
};

function serve(write: (call: ApiCall) => [number, unknown]): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ed', permissions: Permissions.from(['ADMINISTRATOR']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ed') return [200, { id: 9, slug: 'ed' }];
    if (call.path === '/v1/posts/blog/hello-reef' && call.method === 'GET') return [200, POST];
    if (call.path.startsWith('/v1/posts') && call.method !== 'GET') return write(call);
    if (call.path.endsWith('/versions')) return [200, { data: [] }];
    return undefined;
  });
}

function open(props: { postRef?: { type: string; slug: string }; translateFrom?: TranslateFrom }) {
  const path = props.postRef ? '/community/admin/posts/blog/hello-reef/edit' : '/community/admin/posts/new';
  window.history.replaceState(null, '', path);
  setPathname(path);
  return renderWithFrame(
    <AdminGate>
      <PostEditor {...props} words={WORDS} />
    </AdminGate>,
    { pathname: path },
  );
}

const GERMAN = { type: 'blog', slug: 'hello-reef', language: 'de' };

describe('translating a post in the admin area', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the Language select names the nine languages in their own language, and a save sends the one chosen', async () => {
    const calls = serve((call) => [200, { ...POST, ...(call.body as { post: object }).post }]);
    open({ postRef: { type: 'blog', slug: 'hello-reef' } });
    const language = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Bahasa Indonesia',
      'Português',
      'Русский',
      'Français',
      '日本語',
      '中文',
    ]);
    expect(within(language).getByRole('option', { name: '日本語' }).getAttribute('lang')).toBe('ja');
    await userEvent.selectOptions(language, 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      post: { language: 'fr', original_id: null },
    });
  });

  it('an original lists its translations ("Translations: Deutsch (draft)") linked to their editors, and offers Translate… into the languages left', async () => {
    serve(() => [500, {}]);
    open({ postRef: { type: 'blog', slug: 'hello-reef' } });
    const line = (await screen.findByText(/^Translations:/)).closest('p')!;
    expect(line.textContent).toBe('Translations: Deutsch (draft), 日本語');
    expect(within(line).getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe(
      '/community/admin/posts/blog/hallo-reef/edit',
    );
    const into = screen.getByLabelText('Translate into') as HTMLSelectElement;
    const offered = within(into)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(['es', 'id', 'pt', 'ru', 'fr', 'zh']);
    await userEvent.selectOptions(into, 'zh');
    expect(screen.getByRole('link', { name: 'Translate…' }).getAttribute('href')).toBe(
      '/community/admin/posts/new?translate=blog%2Fhello-reef&language=zh',
    );
  });

  it('Translate… opens a new post prefilled from the original, with the original beside it, and saving creates the translation', async () => {
    const calls = serve((call) => [
      201,
      {
        ...POST,
        id: 6,
        slug: 'hallo-riff',
        path: '/blog/hallo-riff',
        ...(call.body as { post: object }).post,
      },
    ]);
    open({ translateFrom: GERMAN });
    const title = (await screen.findByLabelText('Title (required)')) as HTMLInputElement;
    expect(title.value).toBe('Hello Reef');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('de');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('The first post.');
    expect(screen.getByRole('heading', { name: 'New translation' })).toBeTruthy();
    const original = screen.getByRole('region', { name: 'Original (English)' });
    expect(within(original).getByText('Hello, reef.')).toBeTruthy();
    expect(within(original).getByText('The first post.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hello Reef' }).getAttribute('href')).toBe(
      '/community/admin/posts/blog/hello-reef/edit',
    );

    await userEvent.clear(title);
    await userEvent.type(title, 'Hallo Riff');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      post: expect.objectContaining({
        type: 'blog',
        title: 'Hallo Riff',
        description: 'The first post.',
        body: 'Hello, reef.',
        tags: ['news'],
        state: 'draft',
        language: 'de',
        original_id: 3,
      }),
    });
  });

  it('a language the family has already (409) shows at the Language select, which takes the focus', async () => {
    const calls = serve(() => [
      409,
      {
        error: {
          code: 'conflict',
          message: 'This post already has a translation in that language.',
          details: [{ path: 'post.language', message: 'Already translated into this language' }],
        },
      },
    ]);
    open({ translateFrom: GERMAN });
    await screen.findByLabelText('Title (required)');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const language = screen.getByLabelText('Language');
    await waitFor(() => expect(language.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Already translated into this language')).toBeTruthy();
    expect(language.getAttribute('aria-describedby')).toContain('field-language-error');
    await waitFor(() => expect(document.activeElement).toBe(language));
    expect(screen.queryByText(/Someone else saved this post/)).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
