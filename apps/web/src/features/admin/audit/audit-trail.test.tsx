import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions, type PermissionFlag } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { AuditTrail } from './audit-trail';
import { describeAuditAction, formatAuditValue } from './audit-format';

function entry(id: number, action: string, changes: { field: string; before: unknown; after: unknown }[]) {
  return {
    id,
    actor: { id: 7, slug: 'grace' },
    action,
    subject_type: 'user',
    subject_id: '42',
    summary: '',
    before: null,
    after: null,
    changes,
    ip: null,
    created_at: '2026-11-24T10:00:00.000Z',
  };
}

function signInWith(flags: PermissionFlag[], total = 1): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'mod', permissions: Permissions.from(flags).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/mod') return [200, { slug: 'mod' }];
    if (call.path === '/v1/audit_log/user/42') {
      const page = Number(new URLSearchParams(call.search).get('page'));
      const data =
        page === 1
          ? [entry(2, 'user.disable', [{ field: 'state', before: 'active', after: 'disabled' }])]
          : [entry(1, 'user.update', [{ field: 'bio', before: null, after: 'x'.repeat(300) }])];
      return [
        200,
        { data, meta: { pagination: { page: { current: page, count: total }, per_page: 10, total } } },
      ];
    }
    return undefined;
  });
}

describe('<AuditTrail>: who did what, when, with a diff of the changed fields', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each entry with its actor, action and changed fields to a manager of the type', async () => {
    const calls = signInWith(['MANAGE_USERS'], 2);
    renderWithFrame(<AuditTrail subject="user" id={42} />, { pathname: '/community/admin/users/42' });
    const table = await screen.findByRole('table', { name: /History: changes to this user/ });
    const row = (await within(table).findByText('Disabled user')).closest('tr')!;
    expect(within(row).getByText('grace')).toBeTruthy();
    expect(within(row).getByText('1 field changed: state')).toBeTruthy();
    const diff = within(row).getByRole('table', { name: 'Fields changed by entry 2' });
    expect(within(diff).getByRole('rowheader', { name: 'state' })).toBeTruthy();
    expect(within(diff).getByText('active').tagName).toBe('DEL');
    expect(within(diff).getByText('disabled').tagName).toBe('INS');
    // Administrators only get the link to the whole log.
    expect(screen.queryByRole('link', { name: 'Open in the audit log' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('Updated user')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(calls.filter((c) => c.path === '/v1/audit_log/user/42').map((c) => c.search)).toEqual([
      '?page=1&limit=10',
      '?page=2&limit=10',
    ]);
  });

  it('renders nothing for a member who does not manage the type (and asks the API nothing)', async () => {
    const calls = signInWith(['MANAGE_TAGS']);
    const { container } = renderWithFrame(<AuditTrail subject="user" id={42} />);
    // Once the member is known (their user was read), still nothing.
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/v1/users/mod')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(calls.some((c) => c.path.startsWith('/v1/audit_log'))).toBe(false);
  });

  it('links administrators to the audit log filtered to the object', async () => {
    signInWith(['ADMINISTRATOR']);
    renderWithFrame(<AuditTrail subject="user" id={42} />);
    const link = await screen.findByRole('link', { name: 'Open in the audit log' });
    expect(link.getAttribute('href')).toBe('/community/admin/audit_log?subject_type=user&subject_id=42');
  });

  it('words and values', () => {
    expect(describeAuditAction('user.spam_all')).toBe('Marked as spammer user');
    expect(describeAuditAction('tag.update')).toBe('Updated tag');
    expect(describeAuditAction('account.identity_link')).toBe('Identity link (account)');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue('x'.repeat(300))).toHaveLength(241);
  });
});
