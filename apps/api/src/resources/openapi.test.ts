// The OpenAPI document as a product (issue #10, part 8): it passes Redocly's recommended lint, every
// operation has a stable operationId, the security its rule needs, a documented 4xx and a resource
// tag, and the main payloads carry examples that match the API's own schemas.
import { commentResponse, errorResponse, questionResponse, tutorialResponse, userResponse } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { openapiExamples } from '../platform/lib/openapi-examples.js';
import { operationIdOf } from '../platform/lib/openapi.js';
import { useTestApp } from '../test/app.js';
import { lintOpenapi } from '../test/openapi-lint.js';

// A deployed server URL: the document names the configured PUBLIC_API_URL (a localhost one is a lint warning).
const t = useTestApp({ PUBLIC_API_URL: 'https://api.reef.test' });

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { example?: unknown }> }>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description: string }[];
  components: { responses: Record<string, { content: Record<string, { example: unknown }> }> };
};

async function openapi(): Promise<Document> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function operations(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
}

/** Warnings the document keeps on purpose, with the reason. */
const ACCEPTED_WARNINGS = [
  // The project has not chosen a licence yet; the document will name it once it has.
  { rule: 'info-license', pointer: '#/info' },
  // Form posts of the sign-in pages: success is a 303 redirect to the site, by design (spec: community-app §7).
  { rule: 'operation-2xx-response', pointer: '#/paths/~1v1~1login/post/responses' },
  { rule: 'operation-2xx-response', pointer: '#/paths/~1v1~1login~1reset/post/responses' },
  // Single sign-on: the start is a redirect to the provider and the callback one to the site (issue #16).
  { rule: 'operation-2xx-response', pointer: '#/paths/~1v1~1login~1sso~1{provider}/get/responses' },
  { rule: 'operation-2xx-response', pointer: '#/paths/~1v1~1login~1sso~1{provider}~1callback/get/responses' },
];

describe('OpenAPI document', () => {
  it('passes Redocly’s recommended lint: no error, and no warning but the accepted ones', async () => {
    const problems = await lintOpenapi(await openapi());
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const warnings = problems
      .filter((p) => p.severity === 'warn')
      .map(({ rule, pointer }) => ({ rule, pointer }))
      .filter((w) => !ACCEPTED_WARNINGS.some((a) => a.rule === w.rule && a.pointer === w.pointer));
    expect(warnings).toEqual([]);
  });

  it('every operation has an operationId (unique), a resource tag, security and a 4xx response', async () => {
    const doc = await openapi();
    const ops = operations(doc);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const declaredTags = new Set(doc.tags.map((tag) => tag.name));
    for (const { key, op } of ops) {
      expect(op.tags, key).toHaveLength(1);
      expect(declaredTags.has(op.tags![0]!), `${key} tag is listed with a description`).toBe(true);
      expect(op.security, `${key} declares its security`).toBeDefined();
      expect(
        Object.keys(op.responses).some((s) => /^4/.test(s)),
        `${key} documents a 4xx`,
      ).toBe(true);
    }
  });

  it('operation ids are stable: renaming one (an SDK method) must be deliberate', async () => {
    const ids = operations(await openapi()).map(({ key, op }) => `${op.operationId} ${key}`);
    await expect(ids.sort().join('\n') + '\n').toMatchFileSnapshot('__snapshots__/openapi-operation-ids.txt');
  });

  it('derives readable ids from the method and URL', () => {
    const id = (method: string, url: string) => operationIdOf({ method, url });
    expect(id('GET', '/v1/tutorials')).toBe('listTutorials');
    expect(id('GET', '/v1/tutorials/:id')).toBe('getTutorial');
    expect(id('POST', '/v1/comments')).toBe('createComment');
    expect(id('PATCH', '/v1/questions/:id')).toBe('updateQuestion');
    expect(id('DELETE', '/v1/user_groups/:id')).toBe('deleteUserGroup');
    expect(id('GET', '/v1/tutorials/:id/versions/:version')).toBe('getTutorialVersion');
    expect(id('POST', '/v1/search/questions')).toBe('searchQuestions');
    expect(id('GET', '/content/v1/tutorials/:id')).toBe('getContentTutorial');
    expect(id('GET', '/v1/tutorial-series')).toBe('listTutorialSeries');
    // An id the route states itself wins (admin resources mounted from descriptors may name theirs).
    expect(operationIdOf({ method: 'GET', url: '/v1/x', schema: { operationId: 'listThings' } })).toBe(
      'listThings',
    );
  });

  it('security follows the route rule: public content says security: [], guarded routes need the bearer token', async () => {
    const doc = await openapi();
    const rules = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.rule]));
    for (const { key, op } of operations(doc)) {
      const [method, path] = key.split(' ') as [string, string];
      const rule = rules.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      if (key === 'POST /v1/mail/events') expect(op.security, key).toEqual([{ mailEventsSecret: [] }]);
      else if (path.startsWith('/content/v1/')) expect(op.security, key).toEqual([]);
      else if (rule && rule.auth !== 'public') {
        expect(op.security, key).toEqual([{ bearer: [] }]);
        expect(op.responses['401']?.$ref, key).toBe('#/components/responses/Unauthorized');
        expect(op.responses['403'], key).toBeDefined();
      } else if (path.startsWith('/v1/')) {
        // Public, but a token changes the answer (abilities, is_upvoted…): anonymous or bearer.
        expect(op.security, key).toEqual([{}, { bearer: [] }]);
      }
    }
  });

  it('routes with a subject document 404, rate-limited writes 429, all errors in the one error body', async () => {
    const doc = await openapi();
    const ops = Object.fromEntries(operations(doc).map(({ key, op }) => [key, op]));
    expect(ops['GET /v1/tutorials/{id}']!.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    expect(ops['POST /v1/comments']!.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
    expect(ops['POST /v1/comments']!.responses['422']).toEqual({
      $ref: '#/components/responses/UnprocessableEntity',
    });
    for (const [name, response] of Object.entries(doc.components.responses)) {
      expect(() => errorResponse.parse(response.content['application/json']!.example), name).not.toThrow();
    }
  });

  it('examples of a tutorial, a question, a comment and a member match the API’s schemas', async () => {
    const doc = await openapi();
    const byId = Object.fromEntries(operations(doc).map(({ op }) => [op.operationId, op]));
    const example = (id: string, status: string) =>
      byId[id]!.responses[status]!.content!['application/json']!.example;
    expect(tutorialResponse.parse(example('getTutorial', '200'))).toBeTruthy();
    expect(questionResponse.parse(example('getQuestion', '200'))).toBeTruthy();
    expect(commentResponse.parse(example('getComment', '200'))).toBeTruthy();
    expect(userResponse.parse(example('getUser', '200'))).toBeTruthy();
    for (const id of ['createTutorial', 'createQuestion', 'createComment'])
      expect(byId[id]!.requestBody!.content!['application/json']!.example, id).toBeDefined();
    for (const id of openapiExamples.operationIds) expect(byId[id], `${id} exists`).toBeDefined();
  });
});
