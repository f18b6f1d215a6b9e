import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions, type PermissionFlag } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGate } from '@/features/admin/shell/admin-gate';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { setPathname } from '@/test/navigation-mock';
import { changedFields, fieldsOf, TutorialEditForm } from './tutorial-edit-form';
import { TutorialDetail } from './tutorial-detail';
import { translatorOf } from '@/i18n/translate';
import { tutorialWordsOf } from './tutorial-words';

const WORDS = tutorialWordsOf(translatorOf('admin-content', 'en'), 'en');

const TUTORIAL = {
  id: 7,
  type: 'tutorial',
  slug: 'set-up-nginx',
  title: 'Set up Nginx',
  description: 'Serve a site.',
  sub_type: 'tutorial',
  state: 'draft',
  language: 'en',
  author: { id: 50, slug: 'ada', username: 'ada', first_name: 'Ada' },
  tags: [{ id: 1, name: 'Nginx', slug: 'nginx' }],
  upvotes_count: 3,
  views_count: 1200,
  comments_count: 2,
  published_at: null,
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 2,
  body_html: '<h2 id="step-1">Step 1</h2><p>Install it.</p>',
  body_markdown: '## Step 1\n\nInstall it.',
  headings: [],
  renderer_version: '1',
  series: [],
  translations: [],
  translation_of_id: null,
};

function serve(
  flags: PermissionFlag[],
  abilities: { update: boolean },
  patch?: (call: ApiCall) => [number, unknown],
  editor: { id: number; slug: string; username: string } | null = { id: 50, slug: 'ada', username: 'ada' },
): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ed', permissions: Permissions.from(flags).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ed') return [200, { id: 9, slug: 'ed' }];
    if (call.path === '/v1/tutorials/7' && call.method === 'GET')
      return [200, { ...TUTORIAL, abilities: { read: true, delete: false, moderate: false, ...abilities } }];
    if (call.path === '/v1/tutorials/7' && call.method === 'PATCH' && patch) return patch(call);
    if (call.path === '/v1/tutorials/7/versions')
      return [
        200,
        {
          data: [
            {
              version: 2,
              title: 'Set up Nginx',
              editor,
              created_at: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      ];
    return undefined;
  });
}

function open(path: string, ui: React.ReactElement) {
  window.history.replaceState(null, '', path);
  setPathname(path);
  return renderWithFrame(<AdminGate>{ui}</AdminGate>, { pathname: path });
}

describe('a tutorial’s admin page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers an editor the moves of the status-transition table, each confirmed with what it does', async () => {
    const calls = serve(['MANAGE_TUTORIALS'], { update: true }, () => [
      200,
      { ...TUTORIAL, state: 'published', published_at: '2026-11-24T10:00:00.000Z' },
    ]);
    open('/community/admin/tutorials/7', <TutorialDetail id="7" words={WORDS} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Nginx' })).toBeTruthy();
    const moves = screen.getByRole('list', { name: 'Moves' });
    // A draft may go to every other state, never "to draft" again.
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Publish', 'Trash', 'Deprecate', 'Unlist']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/community/admin/tutorials/7/edit',
    );
    // A draft is not on the site: no public link.
    expect(screen.queryByRole('link', { name: 'Public page' })).toBeNull();
    expect(await screen.findByText(/Version 2: Set up Nginx/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(moves).getByRole('button', { name: 'Unlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlist “Set up Nginx”?' });
    expect(within(dialog).getByText(/left out of lists, tag pages and search/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ tutorial: { state: 'unlisted' } });
  });

  it('names a version saved by a deleted member in the admin’s language', async () => {
    serve(['MANAGE_TUTORIALS'], { update: true }, undefined, null);
    const german = tutorialWordsOf(translatorOf('admin-content', 'de'), 'de');
    open('/de/community/admin/tutorials/7', <TutorialDetail id="7" words={german} />);
    expect(await screen.findByText(/Gelöschtes Mitglied/)).toBeTruthy();
    expect(screen.queryByText(/Deleted member/)).toBeNull();
  });

  it('is read-only for VIEW_TUTORIALS: no moves, no edit link, no versions', async () => {
    const calls = serve(['VIEW_TUTORIALS'], { update: false });
    open('/community/admin/tutorials/7', <TutorialDetail id="7" words={WORDS} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Nginx' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Moves' })).toBeNull();
    expect(screen.getByText(/moving it needs MANAGE_TUTORIALS/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/versions'))).toBe(false);
  });
});

describe('the admin tutorial editor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends only the changed fields with If-Match, and goes to the admin page after saving', async () => {
    const calls = serve(['MANAGE_TUTORIALS'], { update: true }, (call) => [
      200,
      {
        ...TUTORIAL,
        ...(call.body as { tutorial: object }).tutorial,
        updated_at: '2026-11-24T10:00:00.000Z',
      },
    ]);
    open('/community/admin/tutorials/7/edit', <TutorialEditForm id="7" words={WORDS} />);
    const title = await screen.findByLabelText('Title (required)');
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, 'Set up Nginx on Debian');
    await user.selectOptions(screen.getByLabelText('State'), 'published');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({ tutorial: { title: 'Set up Nginx on Debian', state: 'published' } });
    expect(patch.headers.get('if-match')).toBe('"2026-11-20T10:00:00.000Z"');
    await waitFor(() => expect(window.location.pathname).toBe('/community/admin/tutorials/7'));
  });

  it('shows a field error at its field before sending, and the API’s conflict when someone saved first', async () => {
    const calls = serve(['MANAGE_TUTORIALS'], { update: true }, () => [
      409,
      {
        error: {
          code: 'edit_conflict',
          message: 'This tutorial was changed by someone else since you opened it.',
        },
      },
    ]);
    open('/community/admin/tutorials/7/edit', <TutorialEditForm id="7" words={WORDS} />);
    const slug = await screen.findByLabelText('Slug');
    const user = userEvent.setup();
    await user.clear(slug);
    await user.type(slug, 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('link', { name: /^Slug: / })).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(slug);
    await user.type(slug, 'set-up-nginx-on-debian');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone else saved this tutorial after you opened it/)).toBeTruthy();
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('set-up-nginx-on-debian');
  });

  it('computes the changed fields (a cleared original is null)', () => {
    const before = fieldsOf({ ...TUTORIAL, translation_of_id: 3 } as never);
    expect(changedFields(before, before)).toEqual({});
    expect(changedFields(before, { ...before, translation_of_id: '', tags: ['Nginx', 'Debian'] })).toEqual({
      translation_of_id: null,
      tags: ['Nginx', 'Debian'],
    });
  });
});
