// The API's HTTP server over a real socket: a client that sends its request slowly is cut off at the configured
// timeouts (security review 2, #9), so a few trickling connections cannot hold the server's sockets for minutes.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';

const t = useTestApp({
  HTTP_HEADERS_TIMEOUT_MS: '800',
  HTTP_REQUEST_TIMEOUT_MS: '1500',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '700',
});

async function openSocket(): Promise<{
  socket: Socket;
  closed: Promise<{ afterMs: number; answer: string }>;
}> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const startedAt = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: Date.now() - startedAt, answer })),
  );
  return { socket, closed };
}

/** Writes `text` one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++]!);
  }, everyMs);
  return () => clearInterval(timer);
}

describe('the HTTP server’s timeouts', () => {
  it(
    '[R2-9] a request body trickled one byte at a time is cut off with a 408 at the request timeout',
    { timeout: 15_000 },
    async () => {
      const { socket, closed } = await openSocket();
      socket.write(
        'POST /v1/auth/login HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      const stop = trickle(socket, '"email":"a@example.com","password":"' + 'x'.repeat(500), 150);
      const { afterMs, answer } = await closed;
      stop();
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // 1.5 s configured; Node checks every quarter of it, and a loaded machine adds a little.
      expect(afterMs).toBeGreaterThanOrEqual(1400);
      expect(afterMs).toBeLessThan(4000);
    },
  );

  it(
    '[R2-9] headers trickled one byte at a time are cut off at the header timeout',
    { timeout: 15_000 },
    async () => {
      const { socket, closed } = await openSocket();
      const stop = trickle(
        socket,
        'GET /health HTTP/1.1\r\nHost: api.test\r\nX-Slow: ' + 'y'.repeat(500),
        100,
      );
      const { afterMs, answer } = await closed;
      stop();
      expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
      expect(afterMs).toBeLessThan(3000);
    },
  );

  it(
    '[R2-9] an idle keep-alive connection is closed at the keep-alive timeout',
    { timeout: 15_000 },
    async () => {
      const { socket, closed } = await openSocket();
      socket.write('GET /health HTTP/1.1\r\nHost: api.test\r\n\r\n');
      const { afterMs, answer } = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(afterMs).toBeLessThan(3000);
    },
  );
});
