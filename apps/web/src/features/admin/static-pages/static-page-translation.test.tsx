// Translating a static page from its editor (issue #31): "Translate…" prefills a new page from the original, shows
// the original's text beside it, and a link the API refuses (a chain) shows at "Translation of".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGate } from '@/features/admin/shell/admin-gate';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { setPathname } from '@/test/navigation-mock';
import { StaticPageEditor } from './static-page-editor';
import { translatorOf } from '@/i18n/translate';
import { staticPageEditorWordsOf } from './static-page-words';
import { plural } from '../generic/words';

const WORDS = staticPageEditorWordsOf(translatorOf('admin-content', 'en'), 'en');

const PAGE = {
  id: 11,
  type: 'legal',
  slug: 'privacy',
  path: '/legal/privacy',
  title: 'Privacy',
  description: 'How we keep your data.',
  template: null,
  is_landing: true,
  slices: [{ slice_type: 'text', primary: { body: 'We keep little.' }, items: [] }],
  state: 'published',
  published_at: '2026-11-01T08:00:00.000Z',
  tags: [],
  language: 'en',
  original_id: null,
  translations: [],
  updated_at: '2026-11-20T10:00:00.000Z',
};

function serve(create: (call: ApiCall) => [number, unknown]): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ed', permissions: Permissions.from(['ADMINISTRATOR']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ed') return [200, { id: 9, slug: 'ed' }];
    if (call.path === '/v1/static_pages/legal/privacy' && call.method === 'GET') return [200, PAGE];
    if (call.path === '/v1/static_pages/check_json') return [200, { problems: [] }];
    if (call.path === '/v1/static_pages' && call.method === 'POST') return create(call);
    return undefined;
  });
}

function open() {
  const path = '/community/admin/static_pages/new';
  window.history.replaceState(null, '', path);
  setPathname(path);
  return renderWithFrame(
    <AdminGate>
      <StaticPageEditor translateFrom={{ type: 'legal', slug: 'privacy', language: 'ja' }} words={WORDS} />
    </AdminGate>,
    { pathname: path },
  );
}

describe('translating a static page in the admin area', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Translate… prefills the new page and its slices from the original, shown beside it, and a refused link shows at "Translation of"', async () => {
    const calls = serve(() => [
      400,
      {
        error: {
          code: 'bad_request',
          message: 'Translate the original, not one of its translations.',
          details: [
            { path: 'static_page.original_id', message: 'Translate the original, not a translation' },
          ],
        },
      },
    ]);
    open();
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    expect(title.value).toBe('Privacy');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('ja');
    const original = screen.getByRole('region', { name: 'Original (English)' });
    expect(within(original).getByText('body: We keep little.')).toBeTruthy();
    expect(within(original).getByText('How we keep your data.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/^Slug/), 'puraibashi');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/v1/static_pages')).toBe(true),
    );
    expect(calls.find((call) => call.path === '/v1/static_pages')!.body).toMatchObject({
      static_page: {
        type: 'legal',
        slug: 'puraibashi',
        slices: [{ slice_type: 'text', primary: { body: 'We keep little.' } }],
        language: 'ja',
        original_id: 11,
        is_landing: true,
      },
    });
    expect(await screen.findByText('Translation of: Translate the original, not a translation')).toBeTruthy();
  });
});

describe('the static-page editor’s words', () => {
  it('counts the problems in the page’s language, with its plural forms', () => {
    const russian = staticPageEditorWordsOf(translatorOf('admin-content', 'ru'), 'ru');
    expect(plural(russian.problems, 3, 'ru')).toBe(
      'Нужно исправить 3 проблемы, прежде чем страницу можно будет сохранить:',
    );
    expect(plural(WORDS.problems, 1, 'en')).toBe('One problem to fix before the page can be saved:');
    expect(plural(WORDS.problems, 2, 'en')).toBe('2 problems to fix before the page can be saved:');
  });
});
