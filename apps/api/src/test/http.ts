// Requests over a real socket, for what inject() does not reach: the server's front (platform/lib/http-server.ts).
import { request } from 'node:http';
import type { App } from '../platform/types.js';

export type RawResponse = { status: number; headers: Record<string, string | string[]>; body: string };

/** Starts the app on a free port of 127.0.0.1; returns a GET over HTTP (the app is closed by its test harness). */
export async function listenForTests(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return (path: string, headers: Record<string, string> = {}) =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string | string[]>,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
}

/** A response's headers without those that differ between two answers of one resource (its date, x-cache). */
export function comparableHeaders(headers: RawResponse['headers']): RawResponse['headers'] {
  const { date: _date, 'x-cache': _cache, ...rest } = headers;
  return rest;
}
