// The revalidation call itself, against a real HTTP server standing in for the web app: a failed call is retried,
// and a successful one is repeated once, so a page rendered during the write cannot stay stale.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../env.js';
import { createRevalidator } from './revalidate.js';

const answers: number[] = [];
const received: string[][] = [];
let web: Server;
let env: Env;
const warnings: string[] = [];
const log = { warn: (_d: object, message: string) => warnings.push(message), debug: () => undefined };

beforeAll(async () => {
  web = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push((JSON.parse(body) as { tags: string[] }).tags);
      res.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(web.address() as AddressInfo).port}/api/revalidate`;
  env = { REVALIDATE_URL: url, REVALIDATE_SECRET: 'secret-for-the-test-0123456789' } as Env;
});
afterAll(() => new Promise<void>((resolve) => web.close(() => resolve())));
beforeEach(() => {
  answers.length = 0;
  received.length = 0;
  warnings.length = 0;
});

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('revalidation calls to the web app', () => {
  it('retries a call the web app failed (503), then repeats the successful one once', async () => {
    answers.push(503);
    createRevalidator(env, log, { retryDelaysMs: [20], repeatAfterMs: 60 })({ tags: ['question:a'] });
    await until(() => received.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toEqual([['question:a'], ['question:a'], ['question:a']]);
    expect(warnings).toEqual([]);
  });

  it('gives up after its retries and says so, without a repeat', async () => {
    answers.push(503, 502);
    createRevalidator(env, log, { retryDelaysMs: [20], repeatAfterMs: 60 })({ tags: ['tutorial:b'] });
    await until(() => warnings.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toHaveLength(2);
    expect(warnings).toEqual(['revalidation failed after retries']);
  });

  it('does not retry a refusal (a wrong secret is not fixed by asking again)', async () => {
    answers.push(401);
    createRevalidator(env, log, { retryDelaysMs: [20], repeatAfterMs: 60 })({ tags: ['tags'] });
    await until(() => warnings.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toHaveLength(1);
    expect(warnings).toEqual(['revalidation refused']);
  });
});
