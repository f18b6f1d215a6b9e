// The one guard of outbound requests to typed-in addresses (security round 2, #15 and #10): which addresses it
// refuses, and that its deadlines and redirect checks hold against real HTTP servers on loopback.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockedAddressReason,
  isPublicAddress,
  outboundRequest,
  outboundUrlProblem,
  OutboundBlockedError,
  OutboundTimeoutError,
} from './outbound-http.js';

describe('[R2-15] addresses a typed-in URL may not reach', () => {
  // One address per special-purpose range, with the range the refusal names.
  const refused: [string, RegExp][] = [
    // The IPv6 transition ranges the review found open.
    ['64:ff9b::a9fe:a9fe', /rfc6052 \(embeds 169\.254\.169\.254\)/],
    ['64:ff9b::7f00:1', /rfc6052 \(embeds 127\.0\.0\.1\)/],
    ['64:ff9b::808:808', /rfc6052/], // NAT64 of a public address: still refused, the relay could be anywhere
    ['64:ff9b:1::a00:1', /rfc6052/],
    ['2002:7f00:1::1', /6to4 \(embeds 127\.0\.0\.1\)/],
    ['2002:a9fe:a9fe::', /6to4 \(embeds 169\.254\.169\.254\)/],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', /teredo \(embeds 127\.0\.0\.1\)/],
    ['2001::1', /teredo/],
    ['::ffff:10.0.0.1', /ipv4Mapped \(embeds 10\.0\.0\.1\)/],
    ['::ffff:0:7f00:1', /rfc6145 \(embeds 127\.0\.0\.1\)/],
    // The rest of IPv6.
    ['::', /unspecified/],
    ['::1', /loopback/],
    ['::127.0.0.1', /ipv4Mapped|not global unicast/], // the deprecated IPv4-compatible form
    ['fd00::1', /uniqueLocal/],
    ['fe80::1', /linkLocal/],
    ['fec0::1', /deprecatedSiteLocal/],
    ['ff02::1', /multicast/],
    ['100::1', /discard/],
    ['2001:db8::1', /reserved/],
    ['2001:2::1', /benchmarking/],
    ['5f00::1', /segmentRouting/],
    ['4000::1', /not global unicast/],
    // IPv4.
    ['0.0.0.0', /unspecified/],
    ['10.1.2.3', /private/],
    ['172.20.0.1', /private/],
    ['192.168.1.1', /private/],
    ['127.0.0.1', /loopback/],
    ['169.254.169.254', /linkLocal/],
    ['100.64.0.1', /carrierGradeNat/],
    ['192.0.0.8', /reserved/],
    ['192.0.2.1', /reserved/],
    ['198.18.0.1', /reserved/],
    ['240.0.0.1', /reserved/],
    ['224.0.0.1', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['not-an-address', /not an IP address/],
  ];
  for (const [address, reason] of refused)
    it(`[R2-15] refuses ${address}`, () => {
      expect(blockedAddressReason(address)).toMatch(reason);
      expect(isPublicAddress(address)).toBe(false);
      const literal = address.includes(':') ? `[${address}]` : address;
      if (address !== 'not-an-address')
        expect(outboundUrlProblem(`https://${literal}/hook`, { allowPrivate: false })).toBe(
          'The address is not on the public internet',
        );
    });

  it('[R2-15] lets public addresses through', () => {
    for (const address of ['93.184.216.34', '1.1.1.1', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450::1'])
      expect(blockedAddressReason(address), address).toBeNull();
  });

  it('[R2-15] refuses http, credentials, localhost and single-label names unless private networks are allowed', () => {
    const strict = { allowPrivate: false };
    expect(outboundUrlProblem('http://hooks.example.com/', strict)).toBe('Only https addresses are allowed');
    expect(outboundUrlProblem('https://u:p@hooks.example.com/', strict)).toMatch(/user name/);
    expect(outboundUrlProblem('https://localhost/', strict)).toMatch(/public internet/);
    expect(outboundUrlProblem('https://api.localhost/', strict)).toMatch(/public internet/);
    expect(outboundUrlProblem('https://intranet/', strict)).toMatch(/public internet/);
    // Spellings the URL parser turns into a loopback address.
    expect(outboundUrlProblem('https://0x7f.1/', strict)).toMatch(/public internet/);
    expect(outboundUrlProblem('https://2130706433/', strict)).toMatch(/public internet/);
    expect(outboundUrlProblem('https://[::ffff:7f00:1]/', strict)).toMatch(/public internet/);
    expect(outboundUrlProblem('https://hooks.example.com/x', strict)).toBeNull();
    expect(outboundUrlProblem('http://127.0.0.1:9/x', { allowPrivate: true })).toBeNull();
    expect(outboundUrlProblem('ftp://127.0.0.1/x', { allowPrivate: true })).toMatch(/http/);
  });

  it('[R2-15] a host name is refused when any address it resolves to is not public, before anything is sent', async () => {
    const lookups: string[] = [];
    const error = await outboundRequest('https://hooks.example.com/hook', {
      method: 'POST',
      body: '{}',
      policy: {
        allowPrivate: false,
        resolve: async (host) => {
          lookups.push(host);
          return [
            { address: '93.184.216.34', family: 4 },
            { address: '64:ff9b::a9fe:a9fe', family: 6 },
          ];
        },
      },
      timeouts: { connectMs: 1000, headersMs: 1000, totalMs: 2000 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundBlockedError);
    expect((error as Error).message).toBe(
      'hooks.example.com resolves to 64:ff9b::a9fe:a9fe (rfc6052 (embeds 169.254.169.254)), which is not on the public internet',
    );
    expect(lookups).toEqual(['hooks.example.com']);
    expect(outboundUrlProblem('https://localhost./', { allowPrivate: false })).toMatch(/public internet/);
  });
});

describe('[R2-10] deadlines and redirects of an outbound request (real servers on loopback)', () => {
  let server: Server;
  let base = '';
  const open = new Set<ServerResponse>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      open.add(res);
      res.on('close', () => open.delete(res));
      if (req.url === '/silent') return; // never answers
      if (req.url === '/trickle') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('.'), 100);
        res.on('close', () => clearInterval(timer));
        return;
      }
      if (req.url === '/to-credentials') {
        res.writeHead(307, {
          location: `http://user:pw@127.0.0.1:${(server.address() as AddressInfo).port}/ok`,
        });
        return res.end();
      }
      if (req.url === '/flood') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const block = Buffer.alloc(64 * 1024, 120);
        const pump = () => {
          while (!res.destroyed && res.write(block));
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
        return;
      }
      if (req.url === '/to-ok') {
        res.writeHead(302, { location: '/ok' });
        return res.end();
      }
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of open) res.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const timeouts = { connectMs: 500, headersMs: 600, totalMs: 900 };
  const allow = { allowPrivate: true };

  it('[R2-10] a receiver that never answers is cut off at the headers deadline', async () => {
    const started = Date.now();
    const error = await outboundRequest(`${base}/silent`, {
      method: 'POST',
      body: '{}',
      policy: allow,
      timeouts,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundTimeoutError);
    expect((error as Error).message).toBe('No answer within 0.6 s');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('[R2-10] a receiver that trickles its answer is cut off at the whole-answer deadline', async () => {
    const started = Date.now();
    const error = await outboundRequest(`${base}/trickle`, { method: 'GET', policy: allow, timeouts }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OutboundTimeoutError);
    expect((error as Error).message).toBe('No complete answer within 0.9 s');
    expect(Date.now() - started).toBeLessThan(1800);
  });

  it('[R2-10] an endless answer is read up to the byte limit, then the connection is closed', async () => {
    const started = Date.now();
    const answer = await outboundRequest(`${base}/flood`, {
      method: 'GET',
      policy: allow,
      timeouts,
      maxBodyBytes: 1000,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(1000);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('[R2-15] the name is resolved once and the connection goes to the address that was checked', async () => {
    let lookups = 0;
    const port = (server.address() as AddressInfo).port;
    const answer = await outboundRequest(`http://receiver.example.test:${port}/ok`, {
      method: 'GET',
      timeouts,
      policy: {
        allowPrivate: true,
        // A rebinding resolver: the first answer is the checked one, any later one would be elsewhere.
        resolve: async () => [{ address: lookups++ === 0 ? '127.0.0.1' : '10.255.255.1', family: 4 }],
      },
    });
    expect(answer.status).toBe(200);
    expect(lookups).toBe(1);
  });

  it('[R2-15] a redirect is checked like the first address: followed to an allowed one, refused to another', async () => {
    const followed = await outboundRequest(`${base}/to-ok`, {
      method: 'GET',
      policy: allow,
      timeouts,
      maxRedirects: 2,
    });
    expect(followed.status).toBe(200);
    expect(followed.body.toString()).toBe('ok');
    const notFollowed = await outboundRequest(`${base}/to-ok`, { method: 'GET', policy: allow, timeouts });
    expect(notFollowed.status).toBe(302);
    // The second address breaks the policy (credentials in it): refused, though the first one passed.
    const error = await outboundRequest(`${base}/to-credentials`, {
      method: 'GET',
      policy: allow,
      timeouts,
      maxRedirects: 2,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/user name/);
    expect(error).toBeInstanceOf(OutboundBlockedError);
  });
});
