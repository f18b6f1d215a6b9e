// The image service under abuse: per-IP limit, a bounded number of transformations at once, a cache key
// that `?bust=N` cannot defeat, a pixel cap, and origins that reset or stall (502/504, never 500).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCodecStats } from '../../platform/services/image-codec.js';
import { MAX_INPUT_PIXELS } from './service.js';
import { useTestApp, type TestApp } from '../../test/app.js';

/** A small PNG whose header claims a `side`×`side` canvas (a decompression bomb's shape). */
function pngClaiming(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let origin: Server;
let originUrl = '';
/** Requests the origin received, by URL (path and query as sent). */
const seen: string[] = [];
let png: Buffer;
let red: Buffer;
let huge: Buffer;
beforeAll(async () => {
  red = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 0, g: 105, b: 255 } },
  })
    .png()
    .toBuffer();
  huge = pngClaiming(Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 8);
  origin = createServer((req, res) => {
    seen.push(req.url ?? '');
    const path = (req.url ?? '').split('?')[0];
    if (path === '/photo.png' || path === '/render')
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    // Another image under a spelling of the same path: were it fetched, the cache would hold it.
    else if (path === '/%70hoto.png' || path === '/photo.png;v=1' || path === '//photo.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end(red);
    else if (path === '/slow.png')
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(png), 300);
    else if (path === '/huge.png') res.writeHead(200, { 'content-type': 'image/png' }).end(huge);
    else if (path === '/broken.png') res.writeHead(500).end();
    else if (path === '/page.png') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    else if (path === '/reset.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) });
      res.write(png.subarray(0, 100), () => res.socket?.destroy());
    } else if (path === '/stall.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) });
      res.write(png.subarray(0, 100));
    } else if (path === '/silent.png') {
      // never answers
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => {
  origin.closeAllConnections();
  return new Promise<void>((resolve) => origin.close(() => resolve()));
});

const withOrigin = (env: Record<string, string>) =>
  ({
    get IMAGE_ALLOWED_ORIGINS() {
      return originUrl;
    },
    IMAGE_FETCH_TIMEOUT_MS: '400',
    ...env,
  }) as unknown as Record<string, string>;

const t = useTestApp(withOrigin({}));
const limited = useTestApp(withOrigin({ IMAGE_RATE_LIMIT_MAX: '2' }));
const narrow = useTestApp(withOrigin({ IMAGE_CONCURRENCY: '1', IMAGE_QUEUE_MAX: '0' }));

const image = (app: TestApp, path: string, width = 100, remoteAddress = '203.0.113.1') =>
  app.app.inject({
    method: 'GET',
    url: `/content/v1/images?src=${encodeURIComponent(`${originUrl}${path}`)}&width=${width}`,
    remoteAddress,
  });

describe('image service limits', () => {
  it('[R1-9] limits requests per client IP, cached or not', async () => {
    expect((await image(limited, '/photo.png')).statusCode).toBe(200);
    expect((await image(limited, '/photo.png')).statusCode).toBe(200);
    const third = await image(limited, '/photo.png');
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('rate_limited');
    expect((await image(limited, '/photo.png', 100, '203.0.113.2')).statusCode).toBe(200);
  });

  it('[R1-9] a query string on a static image file neither misses the cache nor reaches the origin', async () => {
    seen.length = 0;
    for (const bust of [1, 2, 3])
      expect((await image(t, `/photo.png?bust=${bust}`, 120)).statusCode).toBe(200);
    expect((await image(t, '/photo.png#x', 120)).statusCode).toBe(200);
    expect(seen).toEqual(['/photo.png']);
  });

  it('[R1-9] runs a bounded number of transformations at once; beyond the queue it answers 503 with Retry-After', async () => {
    const [first, second] = await Promise.all([
      image(narrow, '/slow.png', 100),
      image(narrow, '/slow.png', 101),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 503]);
    const busy = first.statusCode === 503 ? first : second;
    expect(busy.json().error.code).toBe('overloaded');
    expect(busy.headers['retry-after']).toBe('1');
    expect((await image(narrow, '/slow.png', 102)).statusCode).toBe(200);
  });

  it(`[R1-9] refuses a source over ${MAX_INPUT_PIXELS} pixels with 400`, async () => {
    const res = await image(t, '/huge.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      `The source image is larger than ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels`,
    );
    expect(res.json().error.details[0].path).toBe('querystring.src');
  });

  it('[R1-12] an origin that resets is 502, one that stalls is 504 — JSON, never 500', async () => {
    const reset = await image(t, '/reset.png');
    expect(reset.statusCode).toBe(502);
    expect(reset.json().error.code).toBe('bad_gateway');
    for (const path of ['/stall.png', '/silent.png']) {
      const stalled = await image(t, path);
      expect(stalled.statusCode).toBe(504);
      expect(stalled.json().error.code).toBe('gateway_timeout');
    }
  });
});

describe("the image service's report of its source in the reader's language", () => {
  const inGerman = (path: string) =>
    t.app.inject({
      method: 'GET',
      url: `/content/v1/images?src=${encodeURIComponent(`${originUrl}${path}`)}&width=100`,
      headers: { 'accept-language': 'de' },
    });

  it("says what the source answered and the type it sent (German), the source's own words kept", async () => {
    const failed = await inGerman('/broken.png');
    expect([failed.statusCode, failed.json().error]).toEqual([
      502,
      { code: 'bad_gateway', message: 'Die Quelle antwortete mit 500' },
    ]);
    const notImage = await inGerman('/page.png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error).toEqual({
      code: 'bad_request',
      message: 'src ist kein Bild',
      details: [{ path: 'querystring.src', message: 'Inhaltstyp text/html' }],
    });
  });
});

describe('[R2-1] the image cache and the spellings of a source', () => {
  const get = (src: string, query = '&width=130') =>
    t.app.inject({
      method: 'GET',
      url: `/content/v1/images?src=${encodeURIComponent(src)}${query}`,
      remoteAddress: '203.0.113.9',
    });

  it('[R2-1] non-canonical spellings of a source neither poison the cache nor bypass it: one key, or 400', async () => {
    const canonical = await get(`${originUrl}/photo.png`);
    expect(canonical.statusCode).toBe(200);
    seen.length = 0;
    const decodes = imageCodecStats().decoded;
    const port = new URL(originUrl).port;
    const same = [
      `${originUrl}/%70hoto.png`, // percent-encoded unreserved character
      `${originUrl}/photo%2Epng`,
      `${originUrl}/photo%2epng`,
      `${originUrl}/./photo.png`,
      `${originUrl}/x/../photo.png`,
      `${originUrl}/x/%2e%2e/photo.png`,
      `HTTP://127.0.0.1:${port}/photo.png`, // case of the scheme and host
      `http://127.0.0.1.:${port}/photo.png`, // a trailing dot of an IPv4 host (another name's is another origin: 400)
      `http://0x7f.1:${port}/photo.png`, // other spellings of the same address
      `${originUrl}/photo.png?v=1&v=1`, // duplicated, reordered and unknown query keys on a static file
      `${originUrl}/photo.png?b=2&a=1`,
      `${originUrl}/photo.png#fragment`,
    ];
    for (const src of same) {
      const res = await get(src);
      expect(res.statusCode, src).toBe(200);
      expect(res.rawPayload.equals(canonical.rawPayload), src).toBe(true);
    }
    // The route's own query: unknown keys and spellings of the same numbers are the same request.
    for (const query of ['&width=130&utm=1', '&width=0130', '&width=130&quality=75'])
      expect(
        (await get(`${originUrl}/photo.png`, query)).rawPayload.equals(canonical.rawPayload),
        query,
      ).toBe(true);
    const refused = [
      `${originUrl}//photo.png`, // empty segment
      `${originUrl}/photo.png/`, // trailing slash
      `${originUrl}/photo.png;v=1`, // path parameter
      `http://user@127.0.0.1:${port}/photo.png`, // user info
    ];
    for (const src of refused) {
      const res = await get(src);
      expect(res.statusCode, src).toBe(400);
      expect(res.json().error.details[0].path, src).toBe('querystring.src');
    }
    const duplicated = await get(`${originUrl}/photo.png`, '&width=130&width=131');
    expect(duplicated.statusCode).toBe(400);
    // Nothing was fetched again and nothing decoded again; the canonical entry still holds the real image.
    expect(seen).toEqual([]);
    expect(imageCodecStats().decoded).toBe(decodes);
    expect((await get(`${originUrl}/photo.png`)).rawPayload.equals(canonical.rawPayload)).toBe(true);
  });

  it('[R2-1] a source selected by its query is one entry whatever the order or escaping, and a repeated key is 400', async () => {
    seen.length = 0;
    const first = await get(`${originUrl}/render?a=1&b=2`);
    expect(first.statusCode).toBe(200);
    for (const src of [`${originUrl}/render?b=2&a=1`, `${originUrl}/render?%61=1&b=%32`])
      expect((await get(src)).rawPayload.equals(first.rawPayload), src).toBe(true);
    expect(seen).toEqual(['/render?a=1&b=2']);
    const repeated = await get(`${originUrl}/render?a=1&a=1&b=2`);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.details[0].path).toBe('querystring.src');
  });
});
