// The permissions editor in the page's language (issue #31): each flag's meaning and each group's title come from the
// `admin` catalogue under keys derived from @reef/core's names, so a flag or group added to core without its words
// fails here.
import { PERMISSION_DESCRIPTIONS, PERMISSION_FLAG_GROUPS, PERMISSION_FLAG_NAMES } from '@reef/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { translatorOf } from '@/i18n/translate';
import { renderWithFrame } from '@/test/render';
import { PermissionsEditor } from './permissions-editor';
import { permissionsEditorWordsOf } from './permissions-words-server';

describe('permissions editor words', () => {
  it('says every flag and every group of core in every language', () => {
    for (const locale of SITE_LOCALES) {
      const words = permissionsEditorWordsOf(translatorOf('admin', locale));
      for (const flag of PERMISSION_FLAG_NAMES) expect(words.flags[flag]).not.toMatch(/^admin\./);
      for (const group of PERMISSION_FLAG_GROUPS) expect(words.groups[group.label]).not.toMatch(/^admin\./);
    }
  });

  it('keeps English as core words it', () => {
    const words = permissionsEditorWordsOf(translatorOf('admin', 'en'));
    expect(words.flags).toEqual(PERMISSION_DESCRIPTIONS);
    for (const group of PERMISSION_FLAG_GROUPS) expect(words.groups[group.label]).toBe(group.label);
  });

  function renderIn(locale: 'de' | 'ru') {
    renderWithFrame(
      <PermissionsEditor
        id="perm"
        legend="Permissions"
        value={['MANAGE_TAGS']}
        grantable={PERMISSION_FLAG_NAMES}
        onChange={() => undefined}
        words={permissionsEditorWordsOf(translatorOf('admin', locale))}
      />,
      { locale },
    );
  }

  it('describes the flags and titles their groups in German', () => {
    renderIn('de');
    expect(screen.getByText('Tags verwalten')).toBeTruthy();
    expect(screen.getByText('Umfasst alle Berechtigungen')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Mitglieder und Automatisierung' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'MANAGE_TAGS' }).getAttribute('aria-describedby')).toBe(
      'perm-MANAGE_TAGS-about',
    );
  });

  it('describes the flags in Russian', () => {
    renderIn('ru');
    expect(screen.getByText('Управлять тегами')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Администратор' })).toBeTruthy();
  });
});
