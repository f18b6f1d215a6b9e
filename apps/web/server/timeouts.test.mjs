// The web server's client timeouts (server/timeouts.mjs, as server/main.mjs applies them) over a real socket: a body
// trickled one byte at a time is cut off at the request timeout (security review 2, #9). The production server
// itself is tested the same way in e2e/specs/page-cache.
import http from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTimeouts, clientTimeouts, serverOptions } from './timeouts.mjs';

let server;
afterEach(() => server?.close());

describe('the web server’s timeouts', () => {
  it('[R2-9] reads its three timeouts from the environment, with defaults, and names a bad one', () => {
    expect(clientTimeouts({})).toEqual({ headersMs: 10_000, requestMs: 60_000, keepAliveMs: 10_000 });
    expect(clientTimeouts({ HTTP_REQUEST_TIMEOUT_MS: '5000' }).requestMs).toBe(5000);
    expect(() => clientTimeouts({ HTTP_HEADERS_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });

  it(
    '[R2-9] a request body trickled one byte at a time gets a 408 and the connection closed',
    { timeout: 15_000 },
    async () => {
      const timeouts = clientTimeouts({
        HTTP_HEADERS_TIMEOUT_MS: '800',
        HTTP_REQUEST_TIMEOUT_MS: '1500',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '700',
      });
      server = applyTimeouts(
        http.createServer(serverOptions(timeouts), (req, res) => {
          req.resume();
          req.on('end', () => res.end('ok'));
        }),
        timeouts,
      );
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const socket = connect(server.address().port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const startedAt = Date.now();
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.write('POST /api/revalidate HTTP/1.1\r\nHost: web.test\r\nContent-Length: 10000\r\n\r\n{');
      const timer = setInterval(() => socket.destroyed || socket.write('x'), 150);
      await new Promise((resolve) => socket.once('close', resolve));
      clearInterval(timer);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - startedAt).toBeLessThan(4000);
    },
  );
});
