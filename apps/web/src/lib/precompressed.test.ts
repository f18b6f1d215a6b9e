// The production server's precompressed scripts and styles (server/precompressed.mjs): what a browser downloads for
// the build's files, and what it never gets.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, createPrecompressedStatic, precompressStatic } from '../../server/precompressed.mjs';

describe('acceptsBrotli', () => {
  it('reads the Accept-Encoding header of a browser', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('precompressed static files', () => {
  const script = `console.log(${JSON.stringify('a chunk of the build '.repeat(200))});\n`;
  let dist: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'reef-precompressed-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'page.js'), script);
    writeFileSync(path.join(dist, 'static', 'chunks', 'late.js'), script);
    writeFileSync(path.join(dist, 'secret.js'), 'the server folder');
    writeFileSync(path.join(dist, 'secret.js.br'), 'the server folder');
    expect(await precompressStatic(path.join(dist, 'static'))).toBe(2);
    // A file added after the step has no precompressed version.
    rmSync(path.join(dist, 'static', 'chunks', 'late.js.br'));
    const serve = createPrecompressedStatic(dist);
    server = http.createServer((req, res) => {
      if (serve(req, res)) return;
      res.setHeader('x-fallback', 'next');
      res.end('fallback');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  function get(pathname: string, acceptEncoding: string) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('sends a browser that accepts brotli the file compressed at build time, cached for good', async () => {
    const { headers, body } = await get('/_next/static/chunks/page.js?v=1', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('leaves other requests to the server', async () => {
    for (const [pathname, encoding] of [
      ['/_next/static/chunks/page.js', 'gzip, deflate'],
      ['/_next/static/chunks/late.js', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/..%2Fsecret.js', 'br'],
      ['/community', 'br'],
    ] as const) {
      const { headers, body } = await get(pathname, encoding);
      expect(headers['x-fallback'], pathname).toBe('next');
      expect(body.toString()).toBe('fallback');
    }
  });

  it('compresses only what changed since the last run', async () => {
    expect(await precompressStatic(path.join(dist, 'static'))).toBe(1);
    expect(readFileSync(path.join(dist, 'static', 'chunks', 'late.js.br')).length).toBeGreaterThan(0);
  });
});
