import { PERMISSION_FLAG_GROUPS, type PermissionFlag } from '@reef/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFrame } from '@/test/render';
import { PermissionsEditor, type InheritedFlags } from './permissions-editor';

function Harness({
  initial,
  grantable,
  inherited,
  onChange,
}: {
  initial: PermissionFlag[];
  grantable: PermissionFlag[];
  inherited?: InheritedFlags[];
  onChange?: (value: PermissionFlag[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionsEditor
      id="perm"
      legend="Own permissions"
      value={value}
      grantable={grantable}
      inherited={inherited}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const box = (flag: PermissionFlag) => screen.getByRole('checkbox', { name: flag }) as HTMLInputElement;

describe('PermissionsEditor: "a permissions editor of the 25 flags grouped as the sidebar groups them"', () => {
  it('shows the 25 flags once each, in the groups of the admin sidebar', () => {
    renderWithFrame(<Harness initial={[]} grantable={[]} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(25);
    for (const group of PERMISSION_FLAG_GROUPS) {
      const fieldset = screen.getByRole('group', { name: group.label });
      expect(
        within(fieldset)
          .getAllByRole('checkbox')
          .map((input) => input.getAttribute('id')),
      ).toEqual(group.flags.map((flag) => `perm-${flag}`));
    }
    expect(
      within(screen.getByRole('group', { name: 'Users' })).getByRole('checkbox', { name: 'MANAGE_USERS' }),
    ).toBeTruthy();
  });

  it('"never lets an admin grant a flag they do not hold": such a flag is locked, says why, and a click changes nothing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithFrame(
      <Harness initial={['MANAGE_TOOLS']} grantable={['MANAGE_USERS', 'MANAGE_TAGS']} onChange={onChange} />,
    );
    expect(box('MANAGE_REPORTS').disabled).toBe(true);
    expect(box('MANAGE_REPORTS')).toHaveProperty('checked', false);
    expect(document.getElementById('perm-MANAGE_REPORTS-about')!.textContent).toMatch(
      /\(you do not hold it\)/,
    );
    await user.click(box('MANAGE_REPORTS'));
    expect(onChange).not.toHaveBeenCalled();
    // A flag the member holds but the admin does not stays ticked and cannot be taken away either.
    expect(box('MANAGE_TOOLS').checked).toBe(true);
    expect(box('MANAGE_TOOLS').disabled).toBe(true);
    // The flags the admin holds can be switched on and off.
    await user.click(box('MANAGE_TAGS'));
    expect([...(onChange.mock.lastCall![0] as PermissionFlag[])].sort()).toEqual([
      'MANAGE_TAGS',
      'MANAGE_TOOLS',
    ]);
    await user.click(box('MANAGE_TAGS'));
    expect(onChange).toHaveBeenLastCalledWith(['MANAGE_TOOLS']);
    expect(screen.getByText(/23 of 25 flags are locked/)).toBeTruthy();
  });

  it('"shows flags inherited from groups separately": listed under their group, not ticked among the own flags', () => {
    renderWithFrame(
      <Harness
        initial={[]}
        grantable={['MANAGE_TAGS']}
        inherited={[
          { label: 'Editors', flags: ['MANAGE_TUTORIALS', 'VIEW_TUTORIALS'] },
          { label: 'Empty', flags: [] },
        ]}
      />,
    );
    const inherited = screen.getByRole('region', { name: 'Inherited from groups' });
    const editors = within(inherited).getByText('Editors').closest('li')!;
    expect(within(editors).getByText('MANAGE_TUTORIALS')).toBeTruthy();
    expect(within(editors).getByText('VIEW_TUTORIALS')).toBeTruthy();
    expect(within(inherited).getByText('Empty').closest('li')!.textContent).toMatch(/no flags/);
    // Not among the check boxes as held: the own flags stay unticked, with a note.
    expect(box('MANAGE_TUTORIALS').checked).toBe(false);
    expect(document.getElementById('perm-MANAGE_TUTORIALS-about')!.textContent).toMatch(
      /also granted by a group/,
    );
  });

  it('read-only: nothing can change and no lock count is shown', () => {
    renderWithFrame(
      <PermissionsEditor
        id="ro"
        legend="Own permissions"
        value={['MANAGE_TAGS']}
        grantable={['MANAGE_TAGS']}
        isReadOnly
        onChange={() => undefined}
      />,
    );
    expect(screen.getAllByRole('checkbox').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByText(/flags are locked/)).toBeNull();
  });
});
