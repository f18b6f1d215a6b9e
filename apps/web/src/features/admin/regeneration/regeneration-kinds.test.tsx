// The regeneration screen's content kinds in the admin's language (issue #31): `regen.kinds.<kind>` of the `admin`
// catalogue, keyed as @reef/core's REGENERATION_ITEM_KINDS, so a kind added there without its words fails here.
import { Permissions, REGENERATION_ITEM_KINDS } from '@reef/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { translatorOf } from '@/i18n/translate';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { AdminShell } from '../shell/admin-shell';
import { RegenerationScreen } from './regeneration-screen';
import { regenerationKindWordsOf, regenerationWordsIn } from './regeneration-words';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('regeneration content kinds', () => {
  it('are named in every language, English as core names them', () => {
    for (const locale of SITE_LOCALES) {
      const kinds = regenerationKindWordsOf(translatorOf('admin', locale));
      for (const kind of Object.values(kinds)) {
        expect(kind.label).not.toMatch(/^admin\./);
        expect(kind.noun).not.toMatch(/^admin\./);
      }
    }
    const english = regenerationKindWordsOf(translatorOf('admin', 'en'));
    for (const [kind, meta] of Object.entries(REGENERATION_ITEM_KINDS)) {
      expect(english[kind as keyof typeof english]).toEqual({
        label: meta.label,
        noun: meta.label.toLowerCase(),
      });
    }
  });

  for (const [locale, option] of [
    ['de', 'Mitgliederprofil'],
    ['ja', 'メンバープロフィール'],
  ] as const) {
    it(`are offered in the page's language (${locale})`, async () => {
      window.localStorage.setItem(
        'jwt',
        makeToken({ slug: 'root', permissions: Permissions.from(['MANAGE_REGENERATION']).toString() }),
      );
      stubApi((call) => (call.path === '/v1/users/root' ? [200, { slug: 'root' }] : undefined));
      const words = regenerationWordsIn(locale);
      renderWithFrame(
        <AdminShell>
          <RegenerationScreen words={words} />
        </AdminShell>,
        { pathname: '/community/admin/regeneration', locale },
      );
      await userEvent.setup().click(await screen.findByRole('radio', { name: words.modes.item }));
      expect(screen.getByRole('option', { name: option })).toBeTruthy();
    });
  }
});
