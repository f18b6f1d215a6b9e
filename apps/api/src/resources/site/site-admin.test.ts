import { describe, expect, it } from 'vitest';
import { DEMO_PRICE_CATALOGUE, PRICE_CATALOGUE_KEY, priceCatalogue } from '@reef/core';
import { tags } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

describe('/v1/posts', () => {
  it('creates, reads and patches posts of each post type; lists with the spec query', async () => {
    await t.db.insert(tags).values({ name: 'Kubernetes', slug: 'kubernetes' }).onConflictDoNothing();
    const editor = await buildUserWith(t, 'MANAGE_POSTS');
    const headers = await signIn(t, editor);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/posts',
      headers,
      payload: {
        post: {
          type: 'blog',
          title: 'Shipping faster with Tidal Cloud',
          body: '## Why\n\nBecause.',
          tags: ['kubernetes'],
          state: 'published',
        },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'shipping-faster-with-tidal-cloud',
      path: '/blog/shipping-faster-with-tidal-cloud',
      tags: [{ slug: 'kubernetes' }],
    });
    expect(created.json().body_html).toContain('Why');
    expect(created.json().published_at).not.toBeNull();
    expect(t.revalidations.at(-1)?.tags).toContain('post:blog/shipping-faster-with-tidal-cloud');

    const got = await t.app.inject({
      method: 'GET',
      url: '/v1/posts/blog/shipping-faster-with-tidal-cloud',
      headers,
    });
    expect(got.json().body_markdown).toContain('Because');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/posts/blog/shipping-faster-with-tidal-cloud',
      headers,
      payload: { post: { type: 'resources-guide', is_featured: true } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().path).toBe('/resources/guide/shipping-faster-with-tidal-cloud');

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/posts?limit=5&page=1&query=faster&sort=title&sort_direction=asc&state=published&type=resources-guide&tag=kubernetes',
      headers,
    });
    expect(list.json().data).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/posts',
      headers,
      payload: { post: { type: 'newsletter', title: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    const unknownTag = await t.app.inject({
      method: 'POST',
      url: '/v1/posts',
      headers,
      payload: { post: { type: 'blog', title: 'Tagged', tags: ['nope'] } },
    });
    expect(unknownTag.statusCode).toBe(422);
  });

  it('members get 403; drafts are hidden from them', async () => {
    const admin = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/posts',
      headers: admin,
      payload: { post: { type: 'blog', slug: 'draft-post', title: 'Draft' } },
    });
    const member = await signIn(t, await buildUser(t));
    expect((await t.app.inject({ method: 'GET', url: '/v1/posts', headers: member })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/posts',
          headers: member,
          payload: { post: { type: 'blog', title: 'x' } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/posts/blog/draft-post', headers: member })).statusCode,
    ).toBe(404);
  });
});

describe('/v1/partners', () => {
  it('creates, patches, lists with the spec query and reorders', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_PARTNERS'));
    const make = async (name: string, action = 'learn_more') =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/partners',
          headers,
          payload: { partner: { name, state: 'published', action } },
        })
      ).json();
    const a = await make('Harbor Analytics');
    const b = await make('Kelp Security', 'contact');
    const c = await make('Reefline Consulting');
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/partners/${b.id}`,
      headers,
      payload: { partner: { description: 'Audits for busy teams' } },
    });
    expect(patched.json()).toMatchObject({ description: 'Audits for busy teams', action: 'contact' });

    const order = await t.app.inject({
      method: 'PATCH',
      url: '/v1/partners/update-order',
      headers,
      payload: { order: [c.id, a.id] },
    });
    expect(order.statusCode).toBe(200);
    expect(order.json().order.slice(0, 3)).toEqual([c.id, a.id, b.id]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/partners?sort_by=position&sort_direction=asc&state=published',
      headers,
    });
    expect(
      list
        .json()
        .data.map((p: { id: number }) => p.id)
        .slice(0, 3),
    ).toEqual([c.id, a.id, b.id]);
    const byAction = await t.app.inject({
      method: 'GET',
      url: '/v1/partners?action=contact&query=kelp',
      headers,
    });
    expect(byAction.json().data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/v1/partners/update-order',
      headers,
      payload: { order: [999999] },
    });
    expect(bad.statusCode).toBe(422);
    expect(t.revalidations.at(-1)?.tags).toContain('partners');
  });

  it('a member may read published partners but not write', async () => {
    const member = await signIn(t, await buildUser(t));
    expect((await t.app.inject({ method: 'GET', url: '/v1/partners', headers: member })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/partners',
          headers: member,
          payload: { partner: { name: 'x' } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/v1/partners/update-order',
          headers: member,
          payload: { order: [1] },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('/v1/global_contents', () => {
  it('CRUD; top_hat must be a list of { title, url, newTab }', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_GLOBAL_CONTENT'));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/global_contents',
      headers,
      payload: { global_content: { key: 'top_hat', data: [{ url: '/x' }] } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('global_content.data.0.title');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/global_contents',
      headers,
      payload: {
        global_content: { key: 'top_hat', data: [{ title: 'New regions', url: '/blog/new-regions' }] },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual([{ title: 'New regions', url: '/blog/new-regions', newTab: false }]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/global_contents/top_hat',
      headers,
      payload: { global_content: { data: [] } },
    });
    expect(patched.json().data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/global_contents', headers })).json().data,
    ).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/global_contents/${created.json().id}`, headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/global_contents/top_hat', headers })).statusCode,
    ).toBe(404);
    const member = await signIn(t, await buildUser(t));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/global_contents',
          headers: member,
          payload: { global_content: { key: 'x', data: 1 } },
        })
      ).statusCode,
    ).toBe(403);
  });
  it('price_catalogue: a price the calculator cannot use is refused at its field, and a good list reaches the public API', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_GLOBAL_CONTENT'));
    const catalogue = priceCatalogue.parse(DEMO_PRICE_CATALOGUE);
    const broken = structuredClone(catalogue) as { products: { options: { monthly_cents: unknown }[] }[] };
    broken.products[0]!.options[1]!.monthly_cents = '6 dollars';
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/global_contents',
      headers,
      payload: { global_content: { key: PRICE_CATALOGUE_KEY, data: broken } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('global_content.data.products.0.options.1.monthly_cents');
    const cheaper = structuredClone(catalogue);
    cheaper.products[0]!.options[1]!.monthly_cents = 500;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/global_contents',
      headers,
      payload: { global_content: { key: PRICE_CATALOGUE_KEY, data: cheaper } },
    });
    expect(saved.statusCode).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/content/v1/global_contents/${PRICE_CATALOGUE_KEY}`,
    });
    expect(read.statusCode).toBe(200);
    expect(priceCatalogue.parse(read.json().data).products[0]!.options[1]!.monthly_cents).toBe(500);
  });
});

describe('/v1/feature_flags', () => {
  it('create, get by name, patch and list with sort', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_FEATURE_FLAGS'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/feature_flags',
      headers,
      payload: { feature_flag: { name: 'whale_ambience', is_enabled: true } },
    });
    expect(created.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/v1/feature_flags',
      headers,
      payload: { feature_flag: { name: 'beta_search' } },
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/feature_flags/whale_ambience',
      headers,
      payload: { feature_flag: { is_enabled: false } },
    });
    expect(patched.json().is_enabled).toBe(false);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/feature_flags?sort=name&sort_direction=desc&limit=1&page=2',
      headers,
    });
    expect(list.json().data.map((f: { name: string }) => f.name)).toEqual(['beta_search']);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/feature_flags',
      headers,
      payload: { feature_flag: { name: 'beta_search' } },
    });
    expect(dup.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/feature_flags',
      headers,
      payload: { feature_flag: { name: 'Has Spaces' } },
    });
    expect(bad.statusCode).toBe(400);
    const member = await signIn(t, await buildUser(t));
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/v1/feature_flags/beta_search',
          headers: member,
          payload: { feature_flag: { is_enabled: true } },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('/v1/marketing_forms and leads', () => {
  it('a form with every field type; a lead is validated and stored with the form destination', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_MARKETING'));
    const fields = [
      { name: 'email', type: 'email', required: true },
      { name: 'first_name', type: 'text' },
      { name: 'about', type: 'textarea' },
      { name: 'team_size', type: 'number' },
      { name: 'phone', type: 'phone' },
      { name: 'start', type: 'date' },
      { name: 'country', type: 'country-select' },
      { name: 'state', type: 'state-select' },
      { name: 'plan', type: 'select', options: [{ value: 'basic', label: 'Basic' }] },
      { name: 'role', type: 'radio', options: [{ value: 'dev', label: 'Developer' }] },
      { name: 'consent', type: 'checkbox', required: true },
      { name: 'line', type: 'divider' },
      { name: 'source', type: 'hidden', value: 'community' },
    ];
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms',
      headers,
      payload: {
        marketing_form: {
          slug: 'contact-sales',
          title: 'Talk to sales',
          fields,
          state: 'published',
          destination: 'spreadsheet',
          destination_config: { sheet: 'leads' },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const lead = {
      email: 'Ada@Example.test',
      team_size: '12',
      phone: '+1 555 0100',
      start: '2027-01-15',
      country: 'nl',
      plan: 'basic',
      role: 'dev',
      consent: true,
      source: 'forged',
    };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms/contact-sales/leads',
      payload: { lead },
    });
    expect(ok.statusCode).toBe(201);
    const leads = await t.app.inject({
      method: 'GET',
      url: '/v1/marketing_forms/contact-sales/leads',
      headers,
    });
    expect(leads.json().data[0]).toMatchObject({
      destination: 'spreadsheet',
      data: { email: 'ada@example.test', team_size: 12, country: 'NL', consent: true, source: 'community' },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms/contact-sales/leads',
      payload: { lead: { email: 'nope', plan: 'gold', extra: 'x' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['lead.extra', 'lead.email', 'lead.plan', 'lead.consent']),
    );
    const list = await t.app.inject({ method: 'GET', url: '/v1/marketing_forms', headers });
    expect(list.json().data[0]).toMatchObject({ slug: 'contact-sales', leads_count: 1 });
    const badField = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms',
      headers,
      payload: { marketing_form: { slug: 'x', title: 'x', fields: [{ name: 'a', type: 'slider' }] } },
    });
    expect(badField.statusCode).toBe(400);
  });

  it('drafts take no leads; members cannot read leads', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms',
      headers,
      payload: {
        marketing_form: { slug: 'draft-form', title: 'Draft', fields: [{ name: 'email', type: 'email' }] },
      },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/marketing_forms/draft-form/leads',
          payload: { lead: { email: 'a@b.co' } },
        })
      ).statusCode,
    ).toBe(404);
    const member = await signIn(t, await buildUser(t));
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/marketing_forms/draft-form/leads', headers: member }))
        .statusCode,
    ).toBe(403);
  });
});
