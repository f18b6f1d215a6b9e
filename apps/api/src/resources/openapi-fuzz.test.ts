// Fuzzes every route of the OpenAPI document (short, seeded budget; the bench runs a long one):
// valid and invalid params, queries, headers and bodies as an anonymous visitor, a member and an
// administrator. No answer may be 5xx; every 4xx is the JSON error shape; a validation error names
// the field. Reproduce a failure with FUZZ_SEED=<seed> FUZZ_RUNS=<n>.
import { DEFAULT_MEMBER_PERMISSIONS } from '@reef/core';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTag,
  buildTutorial,
  buildUser,
  signIn,
} from '../test/factories.js';
import { fuzzOperations, type FuzzFixture, type OpenApiDocument } from '../test/openapi-fuzz.js';

const runs = Number(process.env.FUZZ_RUNS ?? 3);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

describe('OpenAPI fuzzing', () => {
  it(
    `every route, ${runs} generated requests each (seed ${seed}): no 5xx, 4xx in the error shape naming the field`,
    { timeout: 600_000 },
    async () => {
      const member = await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add('CREATE_TUTORIALS') });
      const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
      const tutorial = await buildTutorial(t, { author: member });
      const question = await buildQuestion(t, { author: member });
      const comment = await buildComment(t, { type: 'question', id: question.id }, { author: member });
      const tag = await buildTag(t);
      const fixture: FuzzFixture = {
        params: {
          id: [
            String(question.id),
            String(tutorial.id),
            String(comment.id),
            String(tag.id),
            question.slug,
            tutorial.slug,
          ],
          slug: [member.slug, admin.slug, question.slug, tutorial.slug],
          type: ['question', 'tutorial', 'comment', 'tool', 'all'],
          version: ['1', '2'],
        },
        roles: {
          anonymous: undefined,
          member: (await signIn(t, member)).authorization,
          admin: (await signIn(t, admin)).authorization,
        },
      };
      const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as OpenApiDocument;
      const { failures, requests, statuses } = await fuzzOperations(t.app, doc, fixture, {
        runs,
        seed,
        // Signing out or refreshing revokes the token the other routes are fuzzed with.
        skip: (method, path) => method === 'POST' && (path === '/v1/logout' || path === '/v1/refresh'),
        // The administrator's requests may disable, archive or mark the member as spam, or change a
        // password (which signs every session out): start each operation with both accounts active
        // and freshly signed in, so later routes are still fuzzed as a member and an administrator.
        beforeOperation: async () => {
          await t.db
            .update(users)
            .set({ state: 'active' })
            .where(inArray(users.id, [member.id, admin.id]));
          fixture.roles.member = (await signIn(t, member)).authorization;
          fixture.roles.admin = (await signIn(t, admin)).authorization;
        },
      });
      console.log(
        `[fuzz] seed ${seed}, ${runs} per operation: ${requests} requests, statuses ${JSON.stringify(statuses)}`,
      );
      const report = failures
        .slice(0, 15)
        .map(
          (f) =>
            `${f.problem}: ${f.request.method} ${f.request.url.slice(0, 160)} as ${f.request.role}\n  body: ${f.request.payload?.slice(0, 200)}\n  → ${f.body}`,
        );
      expect(
        report,
        `${failures.length} of ${requests} requests failed; statuses ${JSON.stringify(statuses)}`,
      ).toEqual([]);
      expect(requests).toBeGreaterThan(100);
    },
  );
});
