// Members for the admin specs: each holds exactly the flags a test names, granted by the seeded administrator,
// welcomed already (no welcome dialog over the admin pages), and signed in again so the token carries the flags.
import { Permissions, type PermissionFlag } from '@reef/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, axeViolations, expect, registerMember, signInAs, type Member } from '../../fixtures/index.js';

/** The seeded administrator's token. */
export async function administratorJwt(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'admin@example.com', password: 'reef-admin-password' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

/** A fresh member holding only `flags` (none: a plain member). */
export async function memberWith(
  request: APIRequestContext,
  flags: PermissionFlag[],
  prefix = 'admin',
): Promise<Member> {
  const member = await registerMember(request, prefix);
  const welcomed = await request.patch(`${api.apiUrl}/v1/users/${member.slug}`, {
    headers: { authorization: `Bearer ${member.jwt}` },
    data: { user: { has_seen_registration_at: true } },
  });
  expect(welcomed.ok(), await welcomed.text()).toBe(true);
  if (flags.length === 0) return member;
  const granted = await request.patch(`${api.apiUrl}/v1/users/${member.slug}`, {
    headers: { authorization: `Bearer ${await administratorJwt(request)}` },
    data: { user: { permissions: Permissions.from(flags).toString() } },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const login = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: member.email, password: member.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { ...member, jwt: ((await login.json()) as { jwt: string }).jwt };
}

/** Signs `member` in and opens `path`. */
export async function openAs(page: Page, member: Member, path: string): Promise<void> {
  await signInAs(page, member);
  await page.goto(path);
}

/** axe-core finds nothing on the current page at 375 px and at 1440 px wide (issue #11). */
export async function expectAxeCleanAtBothWidths(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    expect(await axeViolations(page), `axe at ${width}px on ${page.url()}`).toEqual([]);
  }
}
