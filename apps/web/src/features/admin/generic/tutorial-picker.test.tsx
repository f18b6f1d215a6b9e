// Issue #30: "editors pick series parts and group members from a search, not as raw id lists".
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions, type AdminField } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { readEntries, TutorialPicker } from './tutorial-picker';

const seriesField: AdminField = { name: 'tutorial_ids', label: 'Tutorials, in reading order', input: 'list' };
const groupField: AdminField = { name: 'items', label: 'Tutorials per version', input: 'list' };

function signIn() {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ed', permissions: Permissions.from(['MANAGE_TUTORIALS']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ed') return [200, { id: 1, slug: 'ed' }];
    if (call.path === '/v1/tutorials/12') return [200, { id: 12, title: 'Install Nginx' }];
    if (call.path === '/v1/tutorials/40') return [200, { id: 40, title: 'Secure Nginx' }];
    if (call.path === '/v1/search/tutorials')
      return [
        200,
        {
          data: [
            { id: 41, slug: 'nginx-logs', title: 'Read Nginx logs', state: 'published', type: 'tutorial' },
          ],
        },
      ];
    if (call.path === '/v1/distributions')
      return [
        200,
        {
          data: [
            {
              id: 1,
              name: 'Ubuntu',
              versions: [{ id: 7, version: '24.04', name: 'Noble Numbat', is_active: true }],
            },
          ],
          meta: {},
        },
      ];
    return undefined;
  });
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('TutorialPicker', () => {
  it('shows the chosen tutorials by title and adds one found by a search, in order', async () => {
    const calls = signIn();
    const onChange = vi.fn();
    renderWithFrame(
      <TutorialPicker field={seriesField} value="[12, 40]" withVersions={false} onChange={onChange} />,
    );
    expect(await screen.findByText('Install Nginx')).toBeTruthy();
    expect(await screen.findByText('Secure Nginx')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Find a tutorial to add'), 'logs');
    await userEvent.click(await screen.findByRole('button', { name: /Add Read Nginx logs/ }));
    expect(JSON.parse(onChange.mock.calls.at(-1)![0] as string)).toEqual([12, 40, 41]);
    expect(calls.find((call) => call.path === '/v1/search/tutorials')!.body).toMatchObject({
      search: 'logs',
    });
  });

  it('moves and removes a part with buttons named after it', async () => {
    signIn();
    const onChange = vi.fn();
    renderWithFrame(
      <TutorialPicker field={seriesField} value="[12, 40]" withVersions={false} onChange={onChange} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Move Secure Nginx up' }));
    expect(JSON.parse(onChange.mock.calls.at(-1)![0] as string)).toEqual([40, 12]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Install Nginx' }));
    expect(JSON.parse(onChange.mock.calls.at(-1)![0] as string)).toEqual([40]);
  });

  it("gives a group's tutorial a distribution version from a select", async () => {
    signIn();
    const onChange = vi.fn();
    renderWithFrame(
      <TutorialPicker
        field={groupField}
        value={JSON.stringify([{ tutorial_id: 12, distribution_version_id: null }])}
        withVersions
        onChange={onChange}
      />,
    );
    await screen.findByRole('option', { name: 'Ubuntu 24.04 (Noble Numbat)' });
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '7' } });
    await waitFor(() =>
      expect(JSON.parse(onChange.mock.calls.at(-1)![0] as string)).toEqual([
        { tutorial_id: 12, distribution_version_id: 7 },
      ]),
    );
  });

  it('reads ids and items, and nothing from text that is not a list', () => {
    expect(readEntries('[3]')).toEqual([{ tutorialId: 3, versionId: null }]);
    expect(readEntries('not json')).toEqual([]);
  });
});
