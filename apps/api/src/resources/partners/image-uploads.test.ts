// Security round 2, #7 and #14: every image upload (avatars, partner logos) goes through the one image codec —
// its decoded format on the allow-list, its canvas checked from the header before decoding, every decode in a slot
// of the process's one limiter, and a per-account upload rate shared by the instances.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageCodecStats, resetImageCodecPeak } from '../../platform/services/image-codec.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';
import { reachableRedis } from '../../test/redis.js';

const canvas = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 97, b: 235 } } });

// An image origin for the image service, so that its decodes and the uploads' can be made to meet.
const origin = createServer((req, res) => {
  const width = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('w') ?? 2400);
  void canvas(width, 1800)
    .png()
    .toBuffer()
    .then((body) => res.writeHead(200, { 'content-type': 'image/png' }).end(body));
});
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
const originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

const t = useTestApp({
  IMAGE_CONCURRENCY: '2',
  IMAGE_QUEUE_MAX: '64',
  UPLOAD_RATE_LIMIT_MAX: '1000',
  IMAGE_ALLOWED_ORIGINS: originUrl,
  IMAGE_RATE_LIMIT_MAX: '1000',
});

/** A small PNG whose header claims a `width`×`height` canvas (a decompression bomb's shape). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script>' +
    '<rect width="64" height="64" fill="#0061eb"/></svg>',
);

function putAvatar(app: typeof t.app, slug: string, headers: Record<string, string>, image: Buffer) {
  return app.inject({
    method: 'PUT',
    url: `/v1/users/${slug}/avatar`,
    headers,
    payload: { avatar: { data: image.toString('base64') } },
  });
}

async function member() {
  const user = await buildUser(t);
  return { user, headers: await signIn(t, user) };
}

describe('[R2-14] uploads are checked by their decoded format, not a name or a declared type', () => {
  it('[R2-14] accepts each allowed format (PNG, JPEG, WebP, GIF) and stores a WebP', async () => {
    const { user, headers } = await member();
    for (const image of [
      await canvas().png().toBuffer(),
      await canvas().jpeg().toBuffer(),
      await canvas().webp().toBuffer(),
      await canvas().gif().toBuffer(),
    ]) {
      const res = await putAvatar(t.app, user.slug, headers, image);
      expect(res.statusCode, res.body).toBe(200);
      const stored = await t.app.inject({ method: 'GET', url: res.json().avatar_url });
      expect(stored.headers['content-type']).toBe('image/webp');
    }
  });

  it('[R2-14] refuses an SVG avatar (script inside or not) with a 400 naming the field', async () => {
    const { user, headers } = await member();
    // The upload carries no file name or content type: an SVG "called avatar.png, sent as image/png" is these
    // same bytes, and only what they decode as counts.
    const res = await putAvatar(t.app, user.slug, headers, SVG);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      path: 'avatar.data',
      code: 'unsupported_format',
      message: 'The file is SVG. Upload a PNG, JPEG, WebP or GIF image',
    });
    const profile = await t.app.inject({ method: 'GET', url: `/content/v1/users/${user.slug}` });
    expect(profile.json().avatar_url ?? null).toBeNull();
  });

  it('[R2-14] refuses TIFF and AVIF avatars and logos', async () => {
    const { user, headers } = await member();
    const logoHeaders = await signIn(t, await buildUserWith(t, 'MANAGE_PARTNERS'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/partners',
      headers: logoHeaders,
      payload: { partner: { name: 'Formats Inc', state: 'published' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const [image, name] of [
      [await canvas().tiff().toBuffer(), 'TIFF'],
      [await canvas().avif().toBuffer(), 'HEIF/AVIF'],
      [SVG, 'SVG'],
    ] as const) {
      const avatar = await putAvatar(t.app, user.slug, headers, image);
      expect(avatar.statusCode, name).toBe(400);
      expect(avatar.json().error.details[0]).toMatchObject({
        path: 'avatar.data',
        code: 'unsupported_format',
      });
      expect(avatar.json().error.details[0].message).toContain(name);
      const logo = await t.app.inject({
        method: 'POST',
        url: `/v1/partners/${created.json().id}/logo`,
        headers: logoHeaders,
        payload: { logo: { data: image.toString('base64') } },
      });
      expect(logo.statusCode, name).toBe(400);
      expect(logo.json().error.details[0]).toMatchObject({ path: 'logo.data', code: 'unsupported_format' });
    }
  });

  it('[R2-14] a polyglot is either refused or stored re-encoded, never as it came', async () => {
    const { user, headers } = await member();
    // GIF magic in front of HTML: not a GIF that decodes.
    const gifHtml = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const refused = await putAvatar(t.app, user.slug, headers, gifHtml);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].path).toBe('avatar.data');
    // A real PNG with an SVG document appended: it decodes as the PNG; what is stored is a fresh WebP.
    const pngSvg = Buffer.concat([await canvas().png().toBuffer(), SVG]);
    const stored = await putAvatar(t.app, user.slug, headers, pngSvg);
    expect(stored.statusCode, stored.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: stored.json().avatar_url });
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });
});

describe('[R2-7] every decode in the process shares one limiter', () => {
  it('[R2-7] a 25-megapixel avatar is refused from its header, quickly, with a 4xx naming the field', async () => {
    const { user, headers } = await member();
    const started = Date.now();
    const res = await putAvatar(t.app, user.slug, headers, pngClaiming(5000, 5000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ path: 'avatar.data', code: 'too_big' });
  });

  it('[R2-7] 32 concurrent avatar uploads never decode more than IMAGE_CONCURRENCY at once', async () => {
    const image = await canvas(2400, 1800).png().toBuffer();
    const members = await Promise.all(Array.from({ length: 32 }, () => member()));
    resetImageCodecPeak();
    const results = await Promise.all(
      members.map(({ user, headers }) => putAvatar(t.app, user.slug, headers, image)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const stats = imageCodecStats();
    expect(stats.limit).toBe(2);
    expect(stats.peak).toBe(2);
    expect(stats.running).toBe(0);
  });

  it('[R2-7] image-service resizes and uploads share the slots: together they never decode more than the limit', async () => {
    const image = await canvas(2400, 1800).png().toBuffer();
    const members = await Promise.all(Array.from({ length: 8 }, () => member()));
    resetImageCodecPeak();
    const decodedBefore = imageCodecStats().decoded;
    const results = await Promise.all([
      ...members.map(({ user, headers }) => putAvatar(t.app, user.slug, headers, image)),
      ...Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/content/v1/images?src=${encodeURIComponent(`${originUrl}/render?w=${2400 + i}`)}&width=200`,
        }),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(imageCodecStats().decoded - decodedBefore).toBe(16);
    expect(imageCodecStats().peak).toBe(2);
  });

  it('[R2-7] beyond the queue an upload is 503 with Retry-After, not a pile of decodes in memory', async () => {
    const narrow = await t.startInstance({ IMAGE_CONCURRENCY: '1', IMAGE_QUEUE_MAX: '0' });
    try {
      const image = await canvas(2400, 1800).png().toBuffer();
      const members = await Promise.all(Array.from({ length: 4 }, () => member()));
      const results = await Promise.all(
        members.map(({ user, headers }) => putAvatar(narrow, user.slug, headers, image)),
      );
      const busy = results.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.json().error.code).toBe('overloaded');
      expect(busy[0]!.headers['retry-after']).toBe('1');
      expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    } finally {
      // The process's limits go back to this file's (the codec is configured by the last app built).
      await t.startInstance({ IMAGE_CONCURRENCY: '2', IMAGE_QUEUE_MAX: '64' });
    }
  });

  it('[R2-7] nothing but the image codec imports sharp', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) {
          const source = readFileSync(path, 'utf8');
          if (
            /from\s+['"]sharp['"]|import\(\s*['"]sharp['"]\s*\)|require\(\s*['"]sharp['"]\s*\)/.test(source)
          )
            offenders.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual(['platform/services/image-codec.ts']);
  });
});

async function partnerOf(app: typeof t.app, headers: Record<string, string>) {
  const partner = await app.inject({
    method: 'POST',
    url: '/v1/partners',
    headers,
    payload: { partner: { name: `Rate ${Math.random().toString(36).slice(2, 8)}`, state: 'published' } },
  });
  expect(partner.statusCode, partner.body).toBe(201);
  return (image: Buffer) =>
    app.inject({
      method: 'POST',
      url: `/v1/partners/${partner.json().id}/logo`,
      headers,
      payload: { logo: { data: image.toString('base64') } },
    });
}

describe('[R2-7] uploads per account', () => {
  it('[R2-7] avatars and logos count together per account: over UPLOAD_RATE_LIMIT_MAX is 429 with Retry-After; others still upload', async () => {
    const limited = await t.startInstance({ UPLOAD_RATE_LIMIT_MAX: '2' });
    const owner = await buildUserWith(t, 'MANAGE_PARTNERS');
    const headers = await signIn(t, owner);
    const image = await canvas().png().toBuffer();
    // Avatars and logos count together.
    expect((await putAvatar(limited, owner.slug, headers, image)).statusCode).toBe(200);
    const logo = await partnerOf(limited, headers);
    expect((await logo(image)).statusCode).toBe(200);
    const third = await logo(image);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('rate_limited');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await putAvatar(limited, owner.slug, headers, image)).statusCode).toBe(429);
    // Another account still may upload.
    const other = await member();
    expect((await putAvatar(limited, other.user.slug, other.headers, image)).statusCode).toBe(200);
  });
});

const redis = await reachableRedis();
afterAll(async () => redis?.cleanup());

describe.skipIf(!redis)('[R2-7] uploads per account across instances', () => {
  it('[R2-7] two instances sharing Redis count one account’s avatar and logo uploads together', async () => {
    const shared = { REDIS_URL: redis!.url, REDIS_KEY_PREFIX: redis!.prefix, UPLOAD_RATE_LIMIT_MAX: '2' };
    const a = await t.startInstance(shared);
    const b = await t.startInstance(shared);
    const owner = await buildUserWith(t, 'MANAGE_PARTNERS');
    const headers = await signIn(t, owner);
    const image = await canvas().png().toBuffer();
    // Avatars and logos count together in Redis, whichever instance takes them.
    expect((await putAvatar(a, owner.slug, headers, image)).statusCode).toBe(200);
    const logoOnB = await partnerOf(b, headers);
    expect((await logoOnB(image)).statusCode).toBe(200);
    expect((await putAvatar(a, owner.slug, headers, image)).statusCode).toBe(429);
    expect((await logoOnB(image)).statusCode).toBe(429);
    expect((await putAvatar(b, owner.slug, headers, image)).statusCode).toBe(429);
  });
});
