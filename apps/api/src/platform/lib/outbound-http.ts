// The one way the API sends a request to an address someone typed in (lead webhooks today; any future link
// preview, oEmbed or admin-configured fetch goes through it too). Server-side request forgery: the address is
// fetched from inside our network, so unless private networks are allowed (test, development) only https to
// global unicast addresses is allowed. Which ranges are special is ipaddr.js's maintained list of IANA
// special-purpose ranges (loopback, private, link-local, carrier-grade NAT, unique local, the IPv6 transition
// ranges NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32, IPv4-mapped and -translated,
// documentation, benchmarking, multicast, reserved…): only its `unicast` class passes, and for IPv6 only inside
// the global unicast block 2000::/3. A transition address is refused whatever IPv4 address it embeds (a NAT64 or
// 6to4 relay would forward to it); the embedded address is named in the reason.
//
// The host name is resolved once, every address it resolves to must pass, and the connection is made to that
// checked address (a second lookup cannot swap in an internal one: no DNS-rebinding window). A redirect, when
// the caller follows any, is checked and resolved again the same way. Every request has a connect deadline, a
// deadline for the answer's headers and one for the whole exchange, body included: a peer that never answers or
// trickles its answer a byte at a time is cut off.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why an address is refused: the range it is in (ipaddr.js's name), with the IPv4 address it embeds if any. */
export function blockedAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (parsed.kind() === 'ipv4') return range === 'unicast' ? null : range;
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6, range);
  if (embedded) return `${range} (embeds ${embedded})`;
  if (range !== 'unicast') return range;
  // ipaddr.js calls everything it has no special name for unicast; on the internet that is 2000::/3 only.
  if (!v6.match(GLOBAL_UNICAST)) return 'not global unicast';
  return null;
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/** The IPv4 address an IPv6 transition address carries, or null. */
function embeddedIPv4(v6: ipaddr.IPv6, range: string): string | null {
  const bytes = v6.toByteArray();
  const tail = (offset: number, xor = 0) =>
    bytes
      .slice(offset, offset + 4)
      .map((b) => b ^ xor)
      .join('.');
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return tail(12);
    case '6to4':
      return tail(2);
    case 'teredo':
      // The client's address is the last 32 bits, inverted.
      return tail(12, 0xff);
    default:
      return null;
  }
}

/** Whether an address is on the public internet (global unicast, no special-purpose range). */
export function isPublicAddress(address: string): boolean {
  return blockedAddressReason(address) === null;
}

export type OutboundPolicy = {
  /** Private, loopback and link-local addresses and plain http allowed (test and development receivers). */
  allowPrivate: boolean;
  /** How host names are resolved (default: the system's resolver, every address). */
  resolve?: (host: string) => Promise<Resolved[]>;
};

/** Why a URL may not be fetched (scheme, credentials, a literal address that is not public), or null. */
export function outboundUrlProblem(url: string, policy: OutboundPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter an http(s) address';
  }
  if (parsed.username || parsed.password) return 'The address may not carry a user name or password';
  if (policy.allowPrivate)
    return ['http:', 'https:'].includes(parsed.protocol) ? null : 'Enter an http(s) address';
  if (parsed.protocol !== 'https:') return 'Only https addresses are allowed';
  // A trailing dot names the same host (`localhost.` is localhost).
  const host = parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (isIP(host) && !isPublicAddress(host)) return 'The address is not on the public internet';
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    return 'The address is not on the public internet';
  return null;
}

/** A refusal of the guard: the address is not allowed (no request was sent). */
export class OutboundBlockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundBlockedError';
  }
}

/** A deadline of the guard passed (connect, headers or the whole exchange). */
export class OutboundTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundTimeoutError';
  }
}

export type Resolved = { address: string; family: number };

/** The address to connect to: resolved once, every resolved address checked. Throws OutboundBlockedError. */
export async function resolveOutbound(url: URL, policy: OutboundPolicy): Promise<Resolved> {
  const problem = outboundUrlProblem(url.href, policy);
  if (problem) throw new OutboundBlockedError(problem);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const resolve = policy.resolve ?? ((name: string) => dnsLookup(name, { all: true, verbatim: true }));
  const addresses = family ? [{ address: host, family }] : await resolve(host);
  if (addresses.length === 0) throw new OutboundBlockedError(`${host} has no address`);
  if (!policy.allowPrivate)
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason)
        throw new OutboundBlockedError(
          `${host} resolves to ${address} (${reason}), which is not on the public internet`,
        );
    }
  return addresses[0]!;
}

export type OutboundTimeouts = {
  /** Until the TCP (and TLS) connection is up. */
  connectMs: number;
  /** Until the answer's status line and headers have arrived. */
  headersMs: number;
  /** The whole exchange: resolving, connecting, sending, and reading the answer to its end. */
  totalMs: number;
};

export type OutboundRequest = {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  policy: OutboundPolicy;
  timeouts: OutboundTimeouts;
  /** The answer's body is read up to this many bytes (64 KiB unless said); past them the connection is closed. */
  maxBodyBytes?: number;
  /** Redirects followed, each checked like the first address (0: a 3xx is the answer). */
  maxRedirects?: number;
};

export type OutboundResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; url: URL };

/** Sends one request through the guard. */
export async function outboundRequest(
  input: string | URL,
  request: OutboundRequest,
): Promise<OutboundResponse> {
  const { totalMs } = request.timeouts;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new OutboundTimeoutError(`No complete answer within ${seconds(totalMs)}`)),
    totalMs,
  );
  try {
    let url = new URL(input);
    let method = request.method;
    let body = request.body;
    for (let redirects = 0; ; redirects += 1) {
      const target = await untilAborted(resolveOutbound(url, request.policy), controller.signal);
      const response = await send(url, target, { ...request, method, body }, controller.signal);
      const location = response.headers.location;
      if (response.status < 300 || response.status >= 400 || !location) return response;
      if (redirects >= (request.maxRedirects ?? 0)) return response;
      url = new URL(location, url);
      if (response.status !== 307 && response.status !== 308) {
        method = 'GET';
        body = undefined;
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

const seconds = (ms: number) => `${ms / 1000} s`;

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

function send(
  url: URL,
  target: Resolved,
  request: OutboundRequest,
  signal: AbortSignal,
): Promise<OutboundResponse> {
  const client = url.protocol === 'https:' ? https : http;
  const { connectMs, headersMs } = request.timeouts;
  const limit = request.maxBodyBytes ?? 64 * 1024;
  return new Promise((resolve, reject) => {
    const timers: NodeJS.Timeout[] = [];
    let settled = false;
    const finish = (error: Error | null, value?: OutboundResponse) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      signal.removeEventListener('abort', onAbort);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(value!);
    };
    const onAbort = () => finish(signal.reason as Error);
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    const req = client.request(
      url,
      {
        method: request.method,
        headers,
        agent: false,
        // The checked address, whatever a second lookup would say (no DNS rebinding).
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as unknown as (e: null, a: Resolved[]) => void)(null, [target]);
          else callback(null, target.address, target.family);
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = () => ({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          url,
        });
        response.on('data', (chunk: Buffer) => {
          if (size < limit) chunks.push(chunk.subarray(0, limit - size));
          size += chunk.byteLength;
          // Past the bytes the caller reads, the rest is not waited for: the connection is closed.
          if (size > limit) {
            finish(null, answer());
            response.destroy();
          }
        });
        response.on('end', () => finish(null, answer()));
        response.on('error', (error) => finish(error));
        response.on('aborted', () => finish(new Error('The answer was cut off')));
      },
    );
    timers.push(
      setTimeout(() => finish(new OutboundTimeoutError(`No answer within ${seconds(headersMs)}`)), headersMs),
    );
    req.on('response', () => clearTimeout(timers[0]));
    req.on('socket', (socket) => {
      if (!socket.connecting) return;
      const connectTimer = setTimeout(
        () => finish(new OutboundTimeoutError(`Could not connect within ${seconds(connectMs)}`)),
        connectMs,
      );
      timers.push(connectTimer);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    req.on('error', (error) => finish(error));
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    req.end(request.body);
  });
}
