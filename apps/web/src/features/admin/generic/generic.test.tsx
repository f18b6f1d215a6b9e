import { featureFlagResource, Permissions, tagResource, type PermissionFlag } from '@reef/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiHandler } from '@/test/render';
import { AdminShell } from '../shell/admin-shell';
import { bodyFields, initialValues } from './form-values';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';
import { listApiQuery, queryOptions, sortableColumns } from './resource-meta';
import { RESOURCE_SCREENS } from './screens';
import type { ListParams } from '../kit/use-list-params';
import { translatorOf } from '@/i18n/translate';
import { GenericWordsProvider } from './generic-words';
import { columnWordsOf, fieldHelpWordsOf, genericWordsOf, sectionIntro } from './generic-words-server';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { ADMIN_RESOURCES } from '@reef/core';

/** Renders `ui` in the admin shell for a member holding `flags`, with the API answering through `handler`. */
function renderAsAdmin(ui: ReactElement, flags: PermissionFlag[], handler: ApiHandler, pathname: string) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'mod', permissions: Permissions.from(flags).toString() }),
  );
  window.history.replaceState(null, '', pathname);
  const calls = stubApi((call) => (call.path === '/v1/users/mod' ? [200, { slug: 'mod' }] : handler(call)));
  renderWithFrame(<AdminShell>{ui}</AdminShell>, { pathname: pathname.split('?')[0] });
  return calls;
}

const page = (data: unknown[]) => ({
  data,
  meta: { pagination: { page: { current: 1, count: 1 }, per_page: 20, total: data.length } },
});

const tag = {
  id: 7,
  name: 'Ruby',
  slug: 'ruby',
  type: 'tag',
  state: 'published',
  description: 'The language',
  tutorials_count: 3,
  questions_count: 1,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

describe('descriptor metadata', () => {
  it('reads filter choices and sortable columns from the list query schema', () => {
    expect(queryOptions(tagResource, 'state')).toEqual(['published', 'trashed']);
    expect(queryOptions(tagResource, 'type')).toEqual(['tag', 'team', 'origin']);
    expect(sortableColumns(tagResource)).toContain('tutorials_count');
  });

  it('turns the address into the API query: filters, search, sort with its direction, page and size', () => {
    const params = {
      page: 2,
      limit: 50,
      sort: { column: 'tutorials_count', direction: 'descending' },
      get: (key: string) => ({ state: 'trashed', search: 'ru', unrelated: 'x' })[key],
    } as unknown as ListParams;
    expect(listApiQuery(tagResource, params)).toEqual({
      page: 2,
      limit: 50,
      state: 'trashed',
      search: 'ru',
      sort: 'tutorials_count',
      sort_direction: 'desc',
    });
  });

  it('an edit sends only the changed fields; a create only the filled ones', () => {
    const initial = initialValues(tagResource.fields, tag);
    expect(bodyFields(tagResource.fields, { ...initial, description: 'Gems' }, initial, 'edit')).toEqual({
      description: 'Gems',
    });
    const empty = initialValues(tagResource.fields);
    expect(bodyFields(tagResource.fields, { ...empty, name: ' Go ' }, empty, 'create')).toEqual({
      name: 'Go',
    });
    const flag = initialValues(featureFlagResource.fields, { rules: { groups: ['staff'] } });
    expect(() => bodyFields(featureFlagResource.fields, { ...flag, rules: '{oops' }, flag, 'edit')).toThrow(
      /Not valid JSON/,
    );
  });
});

describe('ResourceList', () => {
  it('shows the descriptor columns with the row name linking to its admin page, and filters from the schema', async () => {
    const calls = renderAsAdmin(
      <ResourceList screens={RESOURCE_SCREENS.tag} />,
      ['MANAGE_TAGS'],
      (call) => (call.path === '/v1/tags' ? [200, page([tag])] : undefined),
      '/community/admin/tags?state=published&sort=-tutorials_count',
    );
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(within(table).getByRole('link', { name: 'Ruby' }).getAttribute('href')).toBe(
      '/community/admin/tags/7',
    );
    expect(
      within(table)
        .getByRole('columnheader', { name: /Tutorials/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByRole('link', { name: 'New tag' }).getAttribute('href')).toBe(
      '/community/admin/tags/new',
    );
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('published');
    const listCall = calls.find((call) => call.path === '/v1/tags')!;
    expect(Object.fromEntries(new URLSearchParams(listCall.search))).toMatchObject({
      state: 'published',
      sort: 'tutorials_count',
      sort_direction: 'desc',
    });
    expect(screen.getByText('1 tag')).toBeTruthy();
  });

  it('speaks German when its page gives it the German words', async () => {
    renderAsAdmin(
      <GenericWordsProvider words={genericWordsOf(translatorOf('admin-content', 'de'))}>
        <ResourceList screens={RESOURCE_SCREENS.tag} />
      </GenericWordsProvider>,
      ['MANAGE_TAGS'],
      (call) => (call.path === '/v1/tags' ? [200, page([{ ...tag, state: 'published' }])] : undefined),
      '/community/admin/tags',
    );
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(within(table).getByRole('link', { name: 'Ruby' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tag anlegen' }).getAttribute('href')).toBe(
      '/community/admin/tags/new',
    );
    expect(screen.getByRole('searchbox', { name: 'Tags durchsuchen' })).toBeTruthy();
    // Columns without a form field, by the English the list makes of their names.
    expect(within(table).getByRole('columnheader', { name: /Fragen/ })).toBeTruthy();
    // The descriptors' field labels, looked up by their English.
    expect(genericWordsOf(translatorOf('admin-content', 'de')).fields['Webhook address']).toBe(
      'Webhook-Adresse',
    );
  });
});

describe('ResourceForm', () => {
  it('"field-level errors from the API\'s 4xx shown at the field" on create', async () => {
    renderAsAdmin(
      <ResourceForm screens={RESOURCE_SCREENS.tag} onSaved={() => undefined} />,
      ['MANAGE_TAGS'],
      (call) =>
        call.method === 'POST' && call.path === '/v1/tags'
          ? [
              409,
              {
                error: {
                  code: 'conflict',
                  message: 'Already used',
                  details: [{ path: 'tag.name', message: 'A tag with this name exists' }],
                },
              },
            ]
          : undefined,
      '/community/admin/tags/new',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Ruby');
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('A tag with this name exists').length).toBeGreaterThan(0);
  });

  it("checks with the API's zod schema before sending (a required name)", async () => {
    const calls = renderAsAdmin(
      <ResourceForm screens={RESOURCE_SCREENS.tag} onSaved={() => undefined} />,
      ['MANAGE_TAGS'],
      () => undefined,
      '/community/admin/tags/new',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create tag' }));
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('"the second of two admins saving the same row sees a conflict, not a silent overwrite"', async () => {
    const theirs = { ...tag, description: 'Their text', updated_at: '2026-01-06T09:00:00.000Z' };
    const saves: { ifMatch: string | null; body: unknown }[] = [];
    renderAsAdmin(
      <ResourceForm screens={RESOURCE_SCREENS.tag} item={tag} onSaved={() => undefined} />,
      ['MANAGE_TAGS'],
      (call) => {
        if (call.method === 'PATCH') {
          saves.push({ ifMatch: call.headers.get('if-match'), body: call.body });
          return saves.length === 1
            ? [409, { error: { code: 'edit_conflict', message: 'This tag was changed by someone else' } }]
            : [200, { ...theirs, description: 'My text', updated_at: '2026-01-06T09:05:00.000Z' }];
        }
        if (call.method === 'GET' && call.path === '/v1/tags/7') return [200, theirs];
        return undefined;
      },
      '/community/admin/tags/7/edit',
    );
    const user = userEvent.setup();
    const description = await screen.findByLabelText(/^Description/);
    await user.clear(description);
    await user.type(description, 'My text');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const notice = await screen.findByText(/Someone else saved this tag while you were editing it/);
    const alert = notice.closest<HTMLElement>('[role="alert"]')!;
    expect(saves[0]).toEqual({ ifMatch: `"${tag.updated_at}"`, body: { tag: { description: 'My text' } } });
    // Nothing was overwritten; the admin's text is still in the form.
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe('My text');

    await user.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({
      ifMatch: `"${theirs.updated_at}"`,
      body: { tag: { description: 'My text' } },
    });
  });
});

describe("the sections' intros", () => {
  it("are the descriptors' very English on an English page", async () => {
    for (const resource of ADMIN_RESOURCES) {
      for (const page of ['list', 'create'] as const) {
        const english = resource.intro?.[page];
        expect(await sectionIntro(resource, page), `${resource.name} ${page}`).toBe(english);
      }
    }
  });
});

describe('field help texts', () => {
  it('exist in every language for every help text of core’s descriptors, English as core words them', () => {
    for (const locale of SITE_LOCALES)
      for (const help of Object.values(fieldHelpWordsOf(translatorOf('admin-content', locale))))
        expect(help).not.toMatch(/^admin-content\./);
    const english = fieldHelpWordsOf(translatorOf('admin-content', 'en'));
    expect(Object.keys(english).length).toBeGreaterThan(10);
    for (const [text, translated] of Object.entries(english)) expect(translated).toBe(text);
  });

  for (const [locale, help] of [
    ['de', 'Wird leer aus dem Namen gebildet; die Tag-Seite ist /community/tags/{slug}'],
    ['ja', '空の場合は名前から作られます。タグページは /community/tags/{slug} です'],
  ] as const) {
    it(`show in the form in the page's language (${locale})`, async () => {
      renderAsAdmin(
        <GenericWordsProvider words={genericWordsOf(translatorOf('admin-content', locale))}>
          <ResourceForm screens={RESOURCE_SCREENS.tag} onSaved={() => undefined} />
        </GenericWordsProvider>,
        ['MANAGE_TAGS'],
        () => undefined,
        '/community/admin/tags/new',
      );
      expect(await screen.findByText(help)).toBeTruthy();
    });
  }
});

describe('the generic form’s own checks', () => {
  for (const [locale, notJson, unsaved] of [
    ['de', /^Kein gültiges JSON: /, 'Ungespeicherte Änderungen'],
    ['ru', /^Недопустимый JSON: /, 'Несохранённые изменения'],
  ] as const) {
    it(`say invalid JSON and unsaved changes in the page's language (${locale})`, async () => {
      renderAsAdmin(
        <GenericWordsProvider words={genericWordsOf(translatorOf('admin-content', locale))}>
          <ResourceForm screens={RESOURCE_SCREENS.feature_flag} onSaved={() => undefined} />
        </GenericWordsProvider>,
        ['MANAGE_FEATURE_FLAGS'],
        () => undefined,
        '/community/admin/feature_flags/new',
      );
      const user = userEvent.setup();
      await screen.findAllByRole('textbox');
      const field = (name: string) => document.querySelector<HTMLElement>(`[id$="-${name}"]`)!;
      await user.type(field('name'), 'beta');
      await user.type(field('rules'), '{{oops');
      expect(screen.getByText(unsaved)).toBeTruthy();
      await user.click(document.querySelector<HTMLElement>('form button[type=submit]')!);
      expect((await screen.findAllByText(notJson)).length).toBeGreaterThan(0);
    });
  }
});

describe('column words', () => {
  it('name every column and filter of core’s descriptors that has no field, in every language', () => {
    for (const locale of SITE_LOCALES)
      for (const word of Object.values(columnWordsOf(translatorOf('admin-content', locale))))
        expect(word).not.toMatch(/^admin-content\./);
    const english = columnWordsOf(translatorOf('admin-content', 'en'));
    expect(Object.keys(english)).toContain('Updated');
    for (const [text, word] of Object.entries(english)) expect(word).toBe(text);
    expect(columnWordsOf(translatorOf('admin-content', 'ja')).Updated).toBe('更新日');
  });
});
