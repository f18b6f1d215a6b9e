// "`/community/tutorial-series` works for visitors" (issue #30, the specification's last gaps): the public index for
// visitors and members, the admin list (community-app §2) for those who manage series.
import { screen, waitFor } from '@testing-library/react';
import { Permissions, type PermissionFlag } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { SeriesIndexSwitch } from './series-index-switch';

function signIn(...names: PermissionFlag[]) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'sam', permissions: Permissions.from(names).toString() }),
  );
  stubApi((call) => (call.path === '/v1/users/sam' ? [200, { slug: 'sam' }] : undefined));
}

const page = (
  <SeriesIndexSwitch manage={<p>The admin list</p>}>
    <p>The public index</p>
  </SeriesIndexSwitch>
);

describe('SeriesIndexSwitch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('shows a signed-out visitor the public index and never sends them to sign in', async () => {
    stubApi(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderWithFrame(page, { pathname: '/community/tutorial-series' });
    expect(screen.getByText('The public index')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('The public index')).toBeTruthy();
    expect(screen.queryByText('The admin list')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a member without MANAGE_TUTORIALS the public index too', async () => {
    signIn('VIEW_TUTORIALS');
    renderWithFrame(page, { pathname: '/community/tutorial-series' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('The public index')).toBeTruthy();
    expect(screen.queryByText('The admin list')).toBeNull();
  });

  it('shows the admin list to a member with MANAGE_TUTORIALS, and to ADMINISTRATOR', async () => {
    signIn('MANAGE_TUTORIALS');
    const { unmount } = renderWithFrame(page, { pathname: '/community/tutorial-series' });
    await waitFor(() => expect(screen.getByText('The admin list')).toBeTruthy());
    expect(screen.queryByText('The public index')).toBeNull();
    unmount();
    signIn('ADMINISTRATOR');
    renderWithFrame(page, { pathname: '/community/tutorial-series' });
    await waitFor(() => expect(screen.getByText('The admin list')).toBeTruthy());
  });
});
