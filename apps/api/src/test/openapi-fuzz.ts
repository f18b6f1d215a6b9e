// A request fuzzer driven by the OpenAPI document (generated from the same zod schemas that validate):
// for every operation it generates path parameters, query strings, headers and bodies — valid ones
// from the schemas, and invalid ones (wrong types, missing fields, out-of-range numbers, oversize and
// odd strings, broken JSON, wrong content types) — and sends them with inject() as an anonymous
// visitor, a member and an administrator. Used by the short budget in `openapi-fuzz.test.ts` and
// by the long run in the bench (`bench/ops`).
import fc from 'fast-check';
import type { App } from '../platform/types.js';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** What the fuzzer knows of the fixture: values that make path parameters point at real objects. */
export type FuzzFixture = {
  /** Candidate values by parameter name (`id`, `slug`, `type`…). */
  params: Record<string, string[]>;
  /** Authorization headers by role; anonymous sends none. */
  roles: Record<string, string | undefined>;
};

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  role: string;
};

export type FuzzFailure = { request: FuzzRequest; status: number; body: string; problem: string };

// Strings that have broken servers before: control characters, NUL, huge numbers, path tricks,
// long runs, unicode outside the BMP, SQL and HTML fragments.
const nastyStrings = [
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '1e308',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\ud83d\ude00',
  '\ud800',
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(501),
  'x'.repeat(5000),
];

function integerArb(s: Schema): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000);
  // Real ids are small; bound the valid range to something the database holds.
  const lo = Math.max(min, -2_000_000_000);
  const hi = Math.min(max, 2_000_000_000);
  return lo <= hi ? fc.integer({ min: lo, max: hi }) : fc.constant(lo);
}

/** Values that satisfy the schema (as far as JSON Schema says; refinements may still refuse them). */
export function validArb(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => validArb(s, depth + 1)));
  if (schema.allOf?.length) return validArb(Object.assign({}, ...schema.allOf) as Schema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 60));
      if (schema.pattern) {
        try {
          const pattern = new RegExp(schema.pattern);
          const fits = (v: string) => v.length >= minLength && v.length <= (schema.maxLength ?? Infinity);
          // Never a filter: a pattern whose short matches are too short (`^\S+$` with minLength 16) would make
          // fast-check draw for ever. Longer draws when a minimum asks for them, and a padded match otherwise.
          const padded = 'x'.repeat(Math.max(minLength, 1));
          const fallback = pattern.test(padded) && fits(padded) ? padded : undefined;
          return fc
            .stringMatching(pattern, minLength > 0 ? { size: 'medium' } : {})
            .map((v) => (fits(v) ? v : (fallback ?? v)));
        } catch {
          // a pattern JavaScript cannot compile: fall through to plain strings
        }
      }
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date(0), max: new Date(4_000_000_000_000), noInvalidDate: true })
          .map((d) => d.toISOString());
      return fc.string({ minLength, maxLength });
    }
    case 'integer':
      return integerArb(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArb(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
    default: {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(props)) shape[key] = validArb(value, depth + 1);
      if (!Object.keys(shape).length)
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      return fc.record(shape, { requiredKeys: Object.keys(shape).filter((k) => required.has(k)) });
    }
  }
}

/** Values that break the schema somewhere: the wrong type, a missing field, an out-of-range value. */
export function invalidArb(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const anything = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom<unknown>(
      ...nastyStrings,
      -1,
      0,
      2 ** 31,
      2 ** 53,
      -(2 ** 63),
      1e308,
      0.5,
      [],
      {},
      null,
      true,
    ),
  );
  if (!schema || depth > 4) return anything;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties && Object.keys(schema.properties).length) {
    const keys = Object.keys(schema.properties);
    return fc.oneof(
      anything,
      // One field broken, the rest valid.
      fc
        .tuple(validArb(schema), fc.constantFrom(...keys), fc.constant(null))
        .chain(([value, key]) =>
          invalidArb(schema.properties![key], depth + 1).map((bad) => ({ ...(value as object), [key]: bad })),
        ),
      // A required field left out.
      validArb(schema).map((value) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[(schema.required ?? keys)[0] ?? keys[0]!];
        return copy;
      }),
    );
  }
  if (type === 'string') return fc.oneof(anything, fc.constant('x'.repeat((schema.maxLength ?? 1000) + 1)));
  if (type === 'integer' || type === 'number')
    return fc.oneof(
      anything,
      fc.constantFrom((schema.maximum ?? 2 ** 31) + 1, (schema.minimum ?? 0) - 1, 2 ** 31, 1.5),
    );
  return anything;
}

function paramArb(param: Parameter, fixture: FuzzFixture): fc.Arbitrary<string> {
  const known = fixture.params[param.name] ?? [];
  const fromSchema = validArb(param.schema).map((v) =>
    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
  );
  return fc.oneof(
    { weight: 3, arbitrary: known.length ? fc.constantFrom(...known) : fromSchema },
    { weight: 1, arbitrary: fromSchema },
    { weight: 1, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
}

/** encodeURIComponent, with a lone surrogate sent as the raw (invalid UTF-8) bytes a client could send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Every operation of the document as [method, path template, operation]. */
export function operationsOf(doc: OpenApiDocument): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(
      ([method, op]) => [method.toUpperCase(), path, op] as [string, string, Operation],
    ),
  );
}

/** An arbitrary request for one operation. */
export function requestArb(
  method: string,
  path: string,
  op: Operation,
  fixture: FuzzFixture,
): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const pathArb = fc
    .tuple(...pathParams.map((p) => paramArb(p, fixture)))
    .map((values) =>
      pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, encodeSegment(values[i]!)), path),
    );
  const queryArb = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(fc.oneof(validArb(p.schema).map(String), fc.constantFrom(...nastyStrings)), {
          nil: undefined,
        }),
      ),
    )
    .map((values) => {
      const search = new URLSearchParams();
      queryParams.forEach((p, i) => {
        if (values[i] !== undefined) search.set(p.name, values[i]!);
      });
      const text = search.toString();
      return text ? `?${text}` : '';
    });
  const bodyArb: fc.Arbitrary<{ payload?: string; type?: string }> = fc.oneof(
    {
      weight: 4,
      arbitrary: validArb(bodySchema).map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
    },
    {
      weight: 3,
      arbitrary: invalidArb(bodySchema).map((v) => ({
        payload: JSON.stringify(v) ?? 'null',
        type: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: '{"unterminated": ', type: 'application/json' },
        { payload: 'not json at all', type: 'text/plain' },
        { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
        { payload: '{"__proto__": {"admin": true}}', type: 'application/json' },
        { payload: undefined, type: undefined },
      ),
    },
  );
  const roles = Object.keys(fixture.roles);
  const extraHeaders = fc.record(
    {
      'x-request-id': fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('web-1', 'a\u0000b')),
      'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"', ''),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', ''),
    },
    { requiredKeys: [] },
  );
  const authArb = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...roles).map((role) => ({ role, authorization: fixture.roles[role] })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('Bearer not.a.jwt', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer reef_ct_nope', 'bearer')
        .map((authorization) => ({ role: 'forged', authorization })),
    },
  );
  const hasBody = method !== 'GET' && method !== 'DELETE' && method !== 'HEAD';
  return fc
    .record({
      url: pathArb,
      query: queryArb,
      body: hasBody ? bodyArb : fc.constant({}),
      auth: authArb,
      extra: extraHeaders,
    })
    .map(({ url, query, body, auth, extra }) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(extra))
        if (v !== undefined && /^[\t\x20-\x7e]*$/.test(v)) headers[k] = v;
      if (auth.authorization) headers.authorization = auth.authorization;
      const b = body as { payload?: string; type?: string };
      if (b.type) headers['content-type'] = b.type;
      return { method, url: url + query, headers, payload: b.payload, role: auth.role };
    });
}

/** Checks one answer: no 5xx; every 4xx is the JSON error shape; a validation error names its fields. */
export function checkResponse(
  req: FuzzRequest,
  status: number,
  contentType: string,
  body: string,
): string | undefined {
  // The image service answers 502 when the allowed origin it must fetch from does not answer
  // (nothing listens at the web app's address in tests): an upstream error, documented, not ours.
  if (status === 502 && req.url.startsWith('/content/v1/images')) return undefined;
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  // Pages a browser opens (the sign-in forms, the one-click unsubscribe page from an email) answer
  // their errors as HTML pages, not JSON.
  if (contentType.startsWith('text/html') && /^\/v1\/(login|mail\/unsubscribe)/.test(req.url))
    return undefined;
  let json: { error?: { code?: unknown; message?: unknown; details?: { path?: unknown }[] } };
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (typeof json.error?.code !== 'string' || typeof json.error.message !== 'string')
    return `answered ${status} without the error shape`;
  if (json.error.code === 'validation_error') {
    const details = json.error.details;
    if (
      !Array.isArray(details) ||
      !details.length ||
      details.some((d) => typeof d.path !== 'string' || !d.path)
    ) {
      return `answered ${status} validation_error without naming the field`;
    }
  }
  return undefined;
}

/** Runs `runs` requests per operation; returns every failure (empty when all is well). */
export async function fuzzOperations(
  app: App,
  doc: OpenApiDocument,
  fixture: FuzzFixture,
  options: {
    runs: number;
    seed: number;
    skip?: (method: string, path: string) => boolean;
    /** Runs before each operation: restore what earlier requests changed (an administrator may have disabled the member). */
    beforeOperation?: () => Promise<void>;
  },
): Promise<{ failures: FuzzFailure[]; requests: number; statuses: Record<string, number> }> {
  const failures: FuzzFailure[] = [];
  const statuses: Record<string, number> = {};
  let requests = 0;
  let index = 0;
  for (const [method, path, op] of operationsOf(doc)) {
    index += 1;
    if (options.skip?.(method, path)) continue;
    await options.beforeOperation?.();
    const samples = fc.sample(requestArb(method, path, op, fixture), {
      numRuns: options.runs,
      seed: options.seed + index,
    });
    for (const req of samples) {
      const res = await app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: req.headers,
        payload: req.payload,
      });
      requests += 1;
      statuses[String(res.statusCode)] = (statuses[String(res.statusCode)] ?? 0) + 1;
      const problem = checkResponse(req, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (problem)
        failures.push({ request: req, status: res.statusCode, body: res.body.slice(0, 300), problem });
    }
  }
  return { failures, requests, statuses };
}
