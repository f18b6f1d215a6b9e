import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { featureFlags, staticPages, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUserWith } from '../../test/factories.js';
import { seedCms } from './cms.js';

const t = useTestApp();

describe('demo site content', () => {
  it('seeds valid pages (community pages included), posts, partners, top_hat and flags; twice changes nothing', async () => {
    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    await t.db.update(users).set({ slug: 'admin' }).where(eq(users.id, admin.id));
    await seedCms(t.db, t.env);
    const count = async () => [
      (await t.db.select().from(staticPages)).length,
      (await t.db.select().from(featureFlags)).length,
    ];
    const first = await count();
    await seedCms(t.db, t.env);
    expect(await count()).toEqual(first);

    for (const slug of ['hollies-hub-for-good', 'write-for-digitalocean', 'code-of-conduct']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/content/v1/static_pages/community-pages/${slug}`,
      });
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().slices.length).toBeGreaterThan(0);
    }
    const topHat = (await t.app.inject({ method: 'GET', url: '/content/v1/global_contents/top_hat' })).json();
    expect(topHat.data.length).toBeGreaterThanOrEqual(2);
    // Issue #31, item 6: "pricing and the home page translated": the price list and the top bar in German,
    // Spanish, Japanese and Chinese, as translations of the English blocks.
    const inGerman = (
      await t.app.inject({ method: 'GET', url: '/content/v1/global_contents/price_catalogue?language=de' })
    ).json();
    expect(inGerman.language).toBe('de');
    expect(inGerman.data.products[0].name).toBe('Virtuelle Maschinen');
    expect(inGerman.translations.map((v: { language: string }) => v.language).sort()).toEqual([
      'en',
      'es',
      'ja',
      'zh',
    ]);
    const inJapanese = (
      await t.app.inject({ method: 'GET', url: '/content/v1/global_contents/top_hat?language=ja' })
    ).json();
    expect(inJapanese.data.map((entry: { url: string }) => entry.url)).toEqual(
      topHat.data.map((entry: { url: string }) => entry.url),
    );
    expect(inJapanese.data[0].title).not.toBe(topHat.data[0].title);
    // A language the demo has no version in reads the English block.
    const inFrench = (
      await t.app.inject({ method: 'GET', url: '/content/v1/global_contents/price_catalogue?language=fr' })
    ).json();
    expect(inFrench.language).toBe('en');
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/v1/posts' })).json().data.length,
    ).toBeGreaterThanOrEqual(5);
    expect((await t.app.inject({ method: 'GET', url: '/content/v1/partners' })).json().data.length).toBe(4);
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/v1/feature_flags/whale_ambience' })).json()
        .is_enabled,
    ).toBe(true);
    const lead = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms/newsletter/leads',
      payload: { lead: { email: 'reader@example.test', consent: true } },
    });
    expect(lead.statusCode).toBe(201);
  });
});
