// The global content and marketing form editors' language fields (issue #31 item 3: "global content, marketing
// forms and products/pricing copy can have translations linked to an original").
import { Permissions, type PermissionFlag } from '@reef/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiHandler } from '@/test/render';
import { ResourceForm } from '../generic/resource-form';
import { AdminShell } from '../shell/admin-shell';
import { marketingFormScreens } from '../marketing-forms/screens';
import { globalContentScreens } from './screens';
import { shapeKeyOf } from './shape-key';

function renderAsAdmin(ui: ReactElement, flags: PermissionFlag[], handler: ApiHandler, address: string) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'mod', permissions: Permissions.from(flags).toString() }),
  );
  window.history.replaceState(null, '', address);
  const calls = stubApi((call) => (call.path === '/v1/users/mod' ? [200, { slug: 'mod' }] : handler(call)));
  renderWithFrame(<AdminShell>{ui}</AdminShell>, { pathname: address.split('?')[0] });
  return calls;
}

const stamps = { created_at: '2026-01-02T10:00:00.000Z', updated_at: '2026-01-05T10:00:00.000Z' };
const topHat = {
  id: 4,
  key: 'top_hat',
  data: [{ title: 'New regions', url: '/blog/regions', newTab: false }],
  language: 'en',
  original_id: null,
  translations: [{ id: 9, key: 'top_hat_de', language: 'de' }],
  ...stamps,
};

describe('global content editor: language and family', () => {
  it('a saved block shows its Language and its translations ("Translations: Deutsch"), and offers "Translate…" into a missing language', async () => {
    renderAsAdmin(
      <ResourceForm screens={globalContentScreens} item={topHat} onSaved={() => undefined} />,
      ['MANAGE_GLOBAL_CONTENT'],
      () => undefined,
      '/community/admin/global_contents/4/edit',
    );
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect((language as HTMLSelectElement).value).toBe('en');
    expect(within(language).getByRole('option', { name: 'Deutsch' })).toBeTruthy();
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german.getAttribute('href')).toBe('/community/admin/global_contents/9/edit');
    const translate = screen.getByRole('link', { name: 'Translate…' });
    expect(translate.getAttribute('href')).toBe(
      '/community/admin/global_contents/new?translate=global_content%2F4&language=es',
    );
  });

  it('a new translation starts from its original (key, data, language, link) and is sent with language and original_id', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    renderAsAdmin(
      <ResourceForm screens={globalContentScreens} onSaved={() => undefined} />,
      ['MANAGE_GLOBAL_CONTENT'],
      (call) => {
        if (call.method === 'GET' && call.path === '/v1/global_contents/4') return [200, topHat];
        if (call.method === 'POST' && call.path === '/v1/global_contents') {
          posts.push(call.body);
          return [201, { ...topHat, id: 11, key: 'top_hat_es', language: 'es', original_id: 4 }];
        }
        return undefined;
      },
      '/community/admin/global_contents/new?translate=global_content/4&language=es',
    );
    await screen.findByText(/Translation of:/);
    expect(screen.getByRole('link', { name: 'top_hat' }).getAttribute('href')).toBe(
      '/community/admin/global_contents/4/edit',
    );
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('es');
    expect((screen.getByRole('textbox', { name: /Key/ }) as HTMLInputElement).value).toBe('top_hat_es');
    await user.click(screen.getByRole('button', { name: /Create/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      global_content: {
        key: 'top_hat_es',
        language: 'es',
        original_id: 4,
        data: [{ title: 'New regions', url: '/blog/regions', newTab: false }],
      },
    });
  });

  it('a taken language refused by the API (409 naming global_content.language) shows at the Language field', async () => {
    const user = userEvent.setup();
    renderAsAdmin(
      <ResourceForm
        screens={globalContentScreens}
        item={{ ...topHat, id: 12, key: 'top_hat_fr', language: 'fr', original_id: 4, translations: [] }}
        onSaved={() => undefined}
      />,
      ['MANAGE_GLOBAL_CONTENT'],
      (call) =>
        call.method === 'PATCH'
          ? [
              409,
              {
                error: {
                  code: 'conflict',
                  message: 'Another version of this family is in that language',
                  details: [{ path: 'global_content.language', message: 'Already taken by another version' }],
                },
              },
            ]
          : undefined,
      '/community/admin/global_contents/12/edit',
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findAllByText(/Already taken by another version/)).not.toHaveLength(0);
  });

  it("a translation's data has the shape of its original's key (top_hat_de is checked as top_hat)", () => {
    expect(shapeKeyOf('top_hat_de', 'de', true)).toBe('top_hat');
    expect(shapeKeyOf('top_hat_de', 'de', false)).toBe('top_hat_de');
    expect(shapeKeyOf('price_catalogue_ja', 'ja', true)).toBe('price_catalogue');
  });
});

describe('marketing form editor: language and family', () => {
  it('a saved form shows its Language and its translations with their states', async () => {
    renderAsAdmin(
      <ResourceForm
        screens={marketingFormScreens}
        item={{
          id: 3,
          slug: 'contact-sales',
          title: 'Contact sales',
          state: 'published',
          fields: [],
          destination: 'none',
          destination_config: {},
          webhook_url: null,
          webhook_secret_set: false,
          language: 'en',
          original_id: null,
          translations: [
            { id: 8, slug: 'vertrieb', title: 'Vertrieb kontaktieren', language: 'de', state: 'draft' },
          ],
          ...stamps,
        }}
        onSaved={() => undefined}
      />,
      ['MANAGE_MARKETING'],
      () => undefined,
      '/community/admin/marketing_forms/3/edit',
    );
    expect(((await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement).value).toBe(
      'en',
    );
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe(
      '/community/admin/marketing_forms/8/edit',
    );
    expect(screen.getByText(/\(draft\)/)).toBeTruthy();
  });
});

describe('global content admin page: the family', () => {
  it('names the original of a translation, linked to its editor', () => {
    const german = {
      ...topHat,
      id: 9,
      key: 'top_hat_de',
      language: 'de',
      original_id: 4,
      translations: [{ id: 4, key: 'top_hat', language: 'en' }],
    };
    const field = globalContentScreens.resource.fields.find((f) => f.name === 'original_id')!;
    renderWithFrame(<>{globalContentScreens.renderDetail!(field, german)}</>);
    expect(screen.getByText(/Translation of:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'top_hat' }).getAttribute('href')).toBe(
      '/community/admin/global_contents/4/edit',
    );
  });
});
