// Partner logos (issue #12: the partners section's "logo upload through the image service"): an upload is
// re-encoded by the server, served from the API for published partners, and removable.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

async function partner(headers: Record<string, string>, state: 'published' | 'draft') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/partners',
    headers,
    payload: { partner: { name: `Logo ${state} ${Math.random().toString(36).slice(2, 8)}`, state } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string };
}

const wideLogo = () =>
  sharp({
    create: { width: 1200, height: 300, channels: 4, background: { r: 0, g: 105, b: 255, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

describe('/v1/partners/{id}/logo', () => {
  it('stores an upload re-encoded as a WebP within 480×240 and points logo_url at it', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_PARTNERS'));
    const { id } = await partner(headers, 'published');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/partners/${id}/logo`,
      headers,
      payload: { logo: { data: (await wideLogo()).toString('base64') } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = (res.json() as { logo_url: string }).logo_url;
    expect(logoUrl).toMatch(new RegExp(`/content/v1/partners/${id}/logo\\?v=\\d+$`));

    const served = await t.app.inject({
      method: 'GET',
      url: new URL(logoUrl).pathname + new URL(logoUrl).search,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([480, 120]);
    expect(meta.hasAlpha).toBe(true);

    // The public list shows the new address.
    const list = await t.app.inject({ method: 'GET', url: '/content/v1/partners' });
    expect(
      (list.json() as { data: { id: number; logo_url: string }[] }).data.find((p) => p.id === id)?.logo_url,
    ).toBe(logoUrl);

    // Removed: logo_url is empty again and the address answers 404.
    const removed = await t.app.inject({ method: 'DELETE', url: `/v1/partners/${id}/logo`, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { logo_url: string | null }).logo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/content/v1/partners/${id}/logo` })).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not an image with a 400 naming the field, and keeps the partner as it was', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_PARTNERS'));
    const { id } = await partner(headers, 'published');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/partners/${id}/logo`,
      headers,
      payload: { logo: { data: Buffer.from('<svg onload="alert(1)"></svg>').toString('base64') } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('logo.data');
    const after = await t.app.inject({ method: 'GET', url: `/v1/partners/${id}`, headers });
    expect((after.json() as { logo_url: string | null }).logo_url).toBeNull();
  });

  it("only MANAGE_PARTNERS uploads, and a draft partner's logo is not served publicly", async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_PARTNERS'));
    const draft = await partner(headers, 'draft');
    const data = (await wideLogo()).toString('base64');
    const member = await signIn(t, await buildUser(t));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v1/partners/${draft.id}/logo`,
      headers: member,
      payload: { logo: { data } },
    });
    expect(refused.statusCode).toBe(403);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/v1/partners/${draft.id}/logo`,
      headers,
      payload: { logo: { data } },
    });
    expect(uploaded.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/partners/${draft.id}/logo` })).statusCode,
    ).toBe(404);
  });
});
