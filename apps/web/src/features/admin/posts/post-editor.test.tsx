import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGate } from '@/features/admin/shell/admin-gate';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { setPathname } from '@/test/navigation-mock';
import { PostEditor } from './post-editor';
import { translatorOf } from '@/i18n/translate';
import { postEditorWordsOf } from './post-words';
import { PublishingWordsProvider } from '../publishing/publishing-words';
import { publishingWordsOf } from '../publishing/publishing-words-server';

const WORDS = postEditorWordsOf(translatorOf('admin-content', 'en'));

const POST = {
  id: 3,
  type: 'blog',
  slug: 'hello-reef',
  path: '/blog/hello-reef',
  title: 'Hello Reef',
  description: 'The first post.',
  body_markdown: 'Hello.',
  body_html: '<p>Hello.</p>',
  state: 'draft',
  published_at: null,
  tags: [{ slug: 'news' }],
  author: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};

function serve(patch: (call: ApiCall) => [number, unknown]): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ed', permissions: Permissions.from(['ADMINISTRATOR']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ed') return [200, { id: 9, slug: 'ed' }];
    if (call.path === '/v1/posts/blog/hello-reef' && call.method === 'GET') return [200, POST];
    if (call.path === '/v1/posts/blog/hello-reef' && call.method === 'PATCH') return patch(call);
    if (call.path.endsWith('/versions')) return [200, { data: [] }];
    return undefined;
  });
}

function open() {
  const path = '/community/admin/posts/blog/hello-reef/edit';
  window.history.replaceState(null, '', path);
  setPathname(path);
  return renderWithFrame(
    <AdminGate>
      <PostEditor postRef={{ type: 'blog', slug: 'hello-reef' }} words={WORDS} />
    </AdminGate>,
    { pathname: path },
  );
}

describe('the post editor’s publishing kit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('speaks German on a German page: its fields and the Publishing fieldset', async () => {
    serve(() => [500, {}]);
    const path = '/community/admin/posts/blog/hello-reef/edit';
    window.history.replaceState(null, '', `/de${path}`);
    renderWithFrame(
      <AdminGate>
        <PublishingWordsProvider words={publishingWordsOf(translatorOf('admin-content', 'de'))}>
          <PostEditor
            postRef={{ type: 'blog', slug: 'hello-reef' }}
            words={postEditorWordsOf(translatorOf('admin-content', 'de'))}
          />
        </PublishingWordsProvider>
      </AdminGate>,
      { pathname: path, locale: 'de' },
    );
    const publishing = within(await screen.findByRole('group', { name: 'Veröffentlichung' }));
    expect(publishing.getByText('Aktuell: Entwurf')).toBeTruthy();
    expect(publishing.getByRole('button', { name: 'Entwurf speichern' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Beitrag' })).toBeTruthy();
    expect(screen.getByLabelText('Beitragstyp')).toBeTruthy();
  });

  it('"Schedule" without a time in the future says so at "Go live at" and sends nothing', async () => {
    const calls = serve(() => [500, {}]);
    open();
    const publishing = within(await screen.findByRole('group', { name: 'Publishing' }));
    expect(publishing.getByText('Now: Draft')).toBeTruthy();
    await userEvent.click(publishing.getByRole('button', { name: 'Schedule' }));
    const goLive = publishing.getByLabelText('Go live at (your local time)');
    expect(goLive.getAttribute('aria-invalid')).toBe('true');
    expect(goLive.getAttribute('aria-describedby')).toBe('post-schedule-error');
    expect(publishing.getByText('Choose a time in the future to schedule the post.')).toBeTruthy();
    expect(document.activeElement).toBe(goLive);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves a draft with the loaded updated_at as If-Match, and after a conflict saves over it without', async () => {
    let answer: [number, unknown] = [
      409,
      { error: { code: 'edit_conflict', message: 'Someone else saved it.' } },
    ];
    const calls = serve(() => answer);
    open();
    const title = await screen.findByLabelText('Title (required)');
    await userEvent.type(title, '!');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByText(/Someone else saved this post after you opened it/);
    const first = calls.find((call) => call.method === 'PATCH')!;
    expect(first.headers.get('if-match')).toBe(`"${POST.updated_at}"`);
    expect(first.body).toMatchObject({ post: { title: 'Hello Reef!', state: 'draft' } });

    answer = [200, { ...POST, title: 'Hello Reef!', updated_at: '2026-11-21T10:00:00.000Z' }];
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Save mine as a draft anyway',
      }),
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH')[1]!.headers.get('if-match')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });
});
