// The permissions editor's words (permissions-editor.tsx) from the `admin` catalogue, on the server. Each flag's
// meaning is `permissions.flags.<FLAG>` and each group's title is its sidebar group's (`sidebar.groups.<group>`) or
// `permissions.groups.<group>`, keys derived from @reef/core's names: a flag or group added to core without its
// words fails permissions-words.test.ts.
import { PERMISSION_FLAG_GROUPS, PERMISSION_FLAG_NAMES, type PermissionFlag } from '@reef/core';
import type { Translate } from '@/i18n/translate';
import type { PermissionsEditorWords } from './permissions-editor';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** The catalogue key of a group of flags, by its English title in core (`Members and automation`). */
export function permissionGroupKey(label: string): string {
  const name = label.toLowerCase().replace(/\W+/g, '_');
  return ['administrator', 'members_and_automation'].includes(name)
    ? `permissions.groups.${name}`
    : `sidebar.groups.${name}`;
}

/** The editor's words from a translator of the `admin` namespace. */
export function permissionsEditorWordsOf(t: Translate): PermissionsEditorWords {
  return {
    required: t('permissions.required'),
    noneHeld: t('permissions.none_held'),
    locked: t('permissions.locked', keep('locked', 'total')),
    notHeld: t('permissions.not_held'),
    alsoGroup: t('permissions.also_group'),
    inheritedTitle: t('permissions.inherited_title'),
    noGroup: t('permissions.no_group'),
    inheritedNote: t('permissions.inherited_note'),
    noFlags: t('permissions.no_flags'),
    flags: Object.fromEntries(
      PERMISSION_FLAG_NAMES.map((flag) => [flag, t(`permissions.flags.${flag}`)]),
    ) as Record<PermissionFlag, string>,
    groups: Object.fromEntries(
      PERMISSION_FLAG_GROUPS.map((group) => [group.label, t(permissionGroupKey(group.label))]),
    ),
  };
}
