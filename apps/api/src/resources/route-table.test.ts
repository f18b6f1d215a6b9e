// Walks the route table: every route declares who may reach it, and the declaration holds for an
// anonymous visitor, a member, the owner, and each permission flag that opens it. No request made
// here may answer 5xx.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MEMBER_PERMISSIONS, type PermissionFlag } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { isBuiltRule } from '../platform/auth/gate.js';
import type { RouteRule } from '../platform/lib/route-rules.js';
import { useTestApp } from '../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTag,
  buildTutorial,
  buildUser,
  signIn,
  type UserRow,
} from '../test/factories.js';

const t = useTestApp();

type Fixture = {
  owner: UserRow;
  other: UserRow;
  /** Target of the member-moderation routes (disable, archive, spam_all, sign_out_everywhere). */
  victim: UserRow;
  headers: Record<string, { authorization: string }>;
  ids: { tutorial: number; question: number; comment: number; tag: number; notification: number };
};

let fx: Fixture;
async function fixture(): Promise<Fixture> {
  if (fx) return fx;
  const owner = await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add('CREATE_TUTORIALS') });
  const other = await buildUser(t);
  // A member holding no flag: a holder of one flag may act on it (no one changes the sessions of an account
  // holding a flag they lack, security round 2 #2).
  const victim = await buildUser(t, { permissions: [] });
  const tutorial = await buildTutorial(t, { author: owner });
  const question = await buildQuestion(t, { author: owner });
  const comment = await buildComment(t, { type: 'question', id: question.id }, { author: owner });
  await buildComment(t, { type: 'question', id: question.id }, { author: other, type: 'answer' });
  const tag = await buildTag(t);
  const notes = await t.app.inject({
    method: 'GET',
    url: `/v1/users/${owner.slug}/notifications`,
    headers: await signIn(t, owner),
  });
  fx = {
    owner,
    other,
    victim,
    headers: { owner: await signIn(t, owner), other: await signIn(t, other) },
    ids: {
      tutorial: tutorial.id,
      question: question.id,
      comment: comment.id,
      tag: tag.id,
      notification: notes.json().data[0].id,
    },
  };
  return fx;
}

/** A concrete URL for a route pattern, pointing at the fixture's objects. */
function concrete(url: string, f: Fixture): string {
  const byPrefix: [RegExp, Record<string, string | number>][] = [
    [/^\/v1\/tutorials\//, { id: f.ids.tutorial, version: 1 }],
    [/^\/v1\/questions\//, { id: f.ids.question }],
    [/^\/v1\/comments\/:type/, { type: 'question', id: f.ids.question }],
    [/^\/v1\/comments\//, { id: f.ids.comment }],
    [/^\/v1\/users\/:slug\/(disable|enable|archive|spam_all|sign_out_everywhere)$/, { slug: f.victim.slug }],
    [/^\/v1\/users\/:slug\/notifications\/read\/:id/, { slug: f.owner.slug, id: f.ids.notification }],
    [/^\/v1\/users\/:slug\/subscriptions/, { slug: f.owner.slug, type: 'question', id: f.ids.question }],
    [/^\/v1\/user_viewed\//, { id: f.owner.id }],
    [/^\/v1\/upvotes\//, { type: 'question', id: f.ids.question }],
    [/^\/v1\/tags\//, { id: f.ids.tag }],
  ];
  const values = byPrefix.find(([re]) => re.test(url))?.[1] ?? {};
  return url.replace(/:(\w+)/g, (_m, name: string) =>
    String(values[name] ?? (name === 'slug' ? f.owner.slug : name === 'type' ? 'question' : '1')),
  );
}

/** Valid bodies for the routes whose owner check runs after validation. */
function ownerCases(f: Fixture): Record<string, unknown> {
  return {
    'PATCH /v1/tutorials/:id': { tutorial: { description: 'Edited by its author.' } },
    'GET /v1/tutorials/:id/versions': undefined,
    'GET /v1/tutorials/:id/versions/:version': undefined,
    // The fixture's tutorial is an original: marking its blocks up to date marks nothing (issue #31 item 4).
    'POST /v1/tutorials/:id/blocks_up_to_date': {},
    'PATCH /v1/questions/:id': { question: { title: 'An edited title by the asker' } },
    'PATCH /v1/comments/:id': { comment: { body: 'An edited comment.' } },
    // Rolling back to the current revision (the fixture's only one) changes nothing and answers 200 (issue #32).
    'POST /v1/tutorials/:id/revisions/:number/rollback': undefined,
    'POST /v1/questions/:id/revisions/:number/rollback': undefined,
    'POST /v1/comments/:id/revisions/:number/rollback': undefined,
    'PATCH /v1/users/:slug': { user: { bio: 'Edited bio' } },
    // A 1×1 PNG.
    'PUT /v1/users/:slug/avatar': {
      avatar: {
        data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      },
    },
    'DELETE /v1/users/:slug/avatar': undefined,
    'GET /v1/users/:slug/notifications': undefined,
    'GET /v1/users/:slug/pending': undefined,
    'POST /v1/users/:slug/notifications/read/:id': undefined,
    'POST /v1/users/:slug/notifications/read': undefined,
    'GET /v1/users/:slug/subscriptions': undefined,
    'POST /v1/users/:slug/subscriptions': { subscription: { type: 'question', id: f.ids.question } },
    'GET /v1/users/:slug/subscriptions/:type': undefined,
    'GET /v1/users/:slug/subscriptions/:type/:id': undefined,
    'DELETE /v1/users/:slug/subscriptions/:type/:id': undefined,
    'DELETE /v1/users/:slug/subscriptions/:type': undefined,
    'GET /v1/user_viewed/:id': undefined,
    'GET /v1/users/:slug/referrals': undefined,
    'POST /v1/user_viewed/:id': { type: 'question', id: f.ids.question },
  };
}

async function call(method: string, url: string, headers?: { authorization: string }, body?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(headers ?? {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(
    res.statusCode,
    `${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  return res.statusCode;
}

const users = new Map<string, UserRow>();
/** A member holding exactly these flags (none: a member whose every flag was taken away). */
async function withFlags(flags: PermissionFlag[]) {
  const key = flags.join(',');
  if (!users.has(key)) users.set(key, await buildUser(t, { permissions: flags }));
  return signIn(t, users.get(key)!);
}
const withFlag = (flag: PermissionFlag) => withFlags([flag]);

/**
 * Routes not yet built by the one route builder (platform/auth/gate.ts `gated()`, or platform/admin/route.ts over it). This list
 * only shrinks: a new route goes through the builder.
 */
const NOT_YET_BUILT: string[] = [
  // Served by app.ts itself: probes, metrics and the API's own documentation.
  'GET /health',
  'GET /ready',
  'GET /metrics',
  'GET /v1/openapi.json',
  'GET /v1/docs',
];

describe('route table', () => {
  it('every route is built by the one route builder', () => {
    const hand = t.app.routeTable.filter((r) => !isBuiltRule(r.rule)).map((r) => `${r.method} ${r.url}`);
    expect(hand, 'mount these routes with gated() (platform/auth/gate.ts)').toEqual(NOT_YET_BUILT);
  });

  it('no resource asks the rules by hand: the builder authorizes from the access, subject and policy of the route', () => {
    // A hand `authorize()` in a handler runs after the body was read and is easy to forget on the next route; the
    // route declares `access: { can, on }` with `load`/`subject` (or a policy of @reef/core) instead.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const hand: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
          readFileSync(full, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/\bauthorize\(/.test(line)) hand.push(`${path.relative(here, full)}:${i + 1}`);
            });
        }
      }
    };
    walk(here);
    expect(hand).toEqual([]);
  });

  it('every route declares who may reach it', () => {
    const missing = t.app.routeTable.filter((r) => !r.rule).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'add config: { rule } to these routes').toEqual([]);
  });

  it('the OpenAPI document covers every route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const hidden = new Set(['GET /v1/openapi.json', 'GET /v1/docs']);
    const undocumented = t.app.routeTable
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !documented.has(k) && !hidden.has(k));
    expect(undocumented).toEqual([]);
    // No path lost: the document has an operation for every mounted route but the two that serve it.
    expect(documented.size).toBeGreaterThanOrEqual(t.app.routeTable.length - hidden.size);
    const mountedPaths = new Set(t.app.routeTable.map((r) => r.url).filter((u) => !hidden.has(`GET ${u}`)));
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(mountedPaths.size);
  });

  it('holds for anonymous visitors, members, owners and each permission', { timeout: 120_000 }, async () => {
    const f = await fixture();
    const owners = ownerCases(f);
    const checked: string[] = [];
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const url = concrete(route.url, f);
      const rule: RouteRule | undefined = route.rule;
      if (!rule) continue; // reported by the first test
      checked.push(key);
      const anonymous = await call(route.method, url);
      if (rule.auth === 'public') {
        expect([401, 403], `${key} must be public`).not.toContain(anonymous);
        continue;
      }
      expect(anonymous, `${key} anonymous`).toBe(401);
      if (rule.auth === 'member') {
        // A fresh token per call: logout and refresh revoke the one they are given.
        expect([401, 403], `${key} member`).not.toContain(
          await call(route.method, url, await signIn(t, f.other)),
        );
      } else if (rule.auth === 'permission') {
        expect(
          await call(route.method, url, await withFlags([])),
          `${key} member without ${rule.anyOf.join('/')}`,
        ).toBe(403);
        for (const flag of [...rule.anyOf, 'ADMINISTRATOR' as const]) {
          expect([401, 403], `${key} with ${flag}`).not.toContain(
            await call(route.method, url, await withFlag(flag)),
          );
        }
      } else {
        expect(key in owners, `${key} needs an owner case in this test`).toBe(true);
        const body = owners[key];
        // A fresh token: "sign out everywhere" ends every session of the member it is given.
        expect([403, 404], `${key} as another member`).toContain(
          await call(route.method, url, await signIn(t, f.other), body),
        );
        const own = await call(route.method, url, f.headers.owner, body);
        expect(own, `${key} as the owner`).toBeLessThan(300);
      }
    }
    expect(checked.length).toBe(t.app.routeTable.length);
  });
});
