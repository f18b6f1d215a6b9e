import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_MEMBER_PERMISSIONS, type PermissionFlag } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/features/auth/session-provider';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { EditLinks, type EditableObject } from './edit-links';

function signIn(id: number, flags: PermissionFlag[]) {
  const permissions = DEFAULT_MEMBER_PERMISSIONS.add(...flags).toString();
  window.localStorage.setItem('jwt', makeToken({ slug: 'sam', permissions }));
  stubApi((call) => (call.path === '/v1/users/sam' ? [200, { id, slug: 'sam' }] : undefined));
}

const tutorial: EditableObject = {
  type: 'tutorial',
  id: 42,
  slug: 'nginx',
  authorId: 5,
  status: 'published',
};

/** Shows where the session stands, so a test waits until the links were decided for a signed-in member. */
function SessionProbe() {
  return <p data-testid="session">{useSession().status}</p>;
}

async function settle(status = 'signed-in') {
  await waitFor(() => expect(screen.getByTestId('session').textContent).toBe(status));
}

describe('EditLinks (issue #11: "Edit links on public content pages for those allowed")', () => {
  it('the author of a tutorial gets "Edit" to /community/{type plural}/{slug}/edit, no admin page', async () => {
    signIn(5, ['CREATE_TUTORIALS']);
    renderWithFrame(<EditLinks object={tutorial} label="this tutorial" />);
    const edit = await screen.findByRole('link', { name: 'Edit this tutorial' });
    expect(edit.getAttribute('href')).toBe('/community/tutorials/nginx/edit');
    expect(screen.queryByRole('link', { name: /Admin page/ })).toBeNull();
  });

  it('a MANAGE_TUTORIALS editor gets both, the admin page at /community/admin/{type plural}/{id}', async () => {
    signIn(9, ['MANAGE_TUTORIALS']);
    renderWithFrame(<EditLinks object={tutorial} label="this tutorial" />);
    expect(
      (await screen.findByRole('link', { name: 'Admin page of this tutorial' })).getAttribute('href'),
    ).toBe('/community/admin/tutorials/42');
    expect(screen.getByRole('link', { name: 'Edit this tutorial' })).toBeTruthy();
  });

  it('VIEW_TUTORIALS opens the admin page (read-only) but not the editor', async () => {
    signIn(9, ['VIEW_TUTORIALS']);
    renderWithFrame(<EditLinks object={tutorial} label="this tutorial" />);
    expect(await screen.findByRole('link', { name: 'Admin page of this tutorial' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit this tutorial' })).toBeNull();
  });

  it('another member sees neither, nor does the author once the tutorial is trashed', async () => {
    signIn(9, ['CREATE_TUTORIALS']);
    const { unmount } = renderWithFrame(
      <>
        <EditLinks object={tutorial} label="this tutorial" />
        <SessionProbe />
      </>,
    );
    await settle();
    expect(screen.queryByRole('list', { name: 'Manage this tutorial' })).toBeNull();
    unmount();

    signIn(5, ['CREATE_TUTORIALS']);
    renderWithFrame(
      <>
        <EditLinks object={{ ...tutorial, status: 'trashed' }} label="this tutorial" />
        <SessionProbe />
      </>,
    );
    await settle();
    expect(screen.queryByRole('link', { name: 'Edit this tutorial' })).toBeNull();
  });

  it('the asker of a question gets "Edit"; a visitor gets nothing', async () => {
    signIn(5, []);
    const question: EditableObject = {
      type: 'question',
      id: 3,
      slug: 'why',
      authorId: 5,
      status: 'published',
    };
    const { unmount } = renderWithFrame(<EditLinks object={question} label="this question" />);
    expect((await screen.findByRole('link', { name: 'Edit this question' })).getAttribute('href')).toBe(
      '/community/questions/why/edit',
    );
    unmount();

    window.localStorage.clear();
    stubApi(() => undefined);
    renderWithFrame(
      <>
        <EditLinks object={question} label="this question" />
        <SessionProbe />
      </>,
    );
    await settle('signed-out');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
