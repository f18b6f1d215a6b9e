// Marketing forms in several languages (issue #31 item 3: "marketing forms … can have translations linked to an
// original"): a translation is a form of its own (its slug, labels and leads) that names its original.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Headers = Record<string, string>;
type Form = {
  id: number;
  slug: string;
  title: string;
  language: string;
  original_id: number | null;
  translations: { id: number; slug: string; title: string; language: string; state?: string }[];
};

async function manager(): Promise<Headers> {
  return signIn(t, await buildUserWith(t, 'MANAGE_MARKETING'));
}

const emailField = (label: string) => [{ name: 'email', type: 'email', label, required: true }];

function createForm(headers: Headers, form: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/marketing_forms',
    headers,
    payload: { marketing_form: { state: 'published', fields: emailField('Email'), ...form } },
  });
}

async function created(headers: Headers, form: Record<string, unknown>): Promise<Form> {
  const res = await createForm(headers, form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function patchForm(headers: Headers, slug: string, form: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/marketing_forms/${slug}`,
    headers,
    payload: { marketing_form: form },
  });
}

const fieldsOf = (body: { error: { details?: { path: string }[] } }) =>
  (body.error.details ?? []).map((d) => d.path);

describe('marketing forms: language and original on create and update', () => {
  it('a form is English and an original unless told otherwise', async () => {
    const form = await created(await manager(), { slug: 'plain', title: 'Plain' });
    expect(form).toMatchObject({ language: 'en', original_id: null, translations: [] });
  });

  it("creates a German translation of a form, listed in the original's translations with its state", async () => {
    const headers = await manager();
    const original = await created(headers, { slug: 'contact-sales', title: 'Contact sales' });
    const german = await created(headers, {
      slug: 'vertrieb-kontaktieren',
      title: 'Vertrieb kontaktieren',
      language: 'de',
      original_id: original.id,
      fields: emailField('E-Mail'),
      state: 'draft',
    });
    expect(german).toMatchObject({ language: 'de', original_id: original.id });
    expect(german.translations).toEqual([
      { id: original.id, slug: 'contact-sales', title: 'Contact sales', language: 'en', state: 'published' },
    ]);
    const read = await t.app.inject({ method: 'GET', url: '/v1/marketing_forms/contact-sales', headers });
    expect(read.json().translations).toEqual([
      { id: german.id, slug: german.slug, title: 'Vertrieb kontaktieren', language: 'de', state: 'draft' },
    ]);
  });

  it('refuses a language outside the nine ("Languages: en, de, es, id, pt, ru, fr, ja, zh") naming the field', async () => {
    const res = await createForm(await manager(), { slug: 'klingon', title: 'Klingon', language: 'tlh' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('body.marketing_form.language');
  });

  it('refuses an original that does not exist, naming marketing_form.original_id', async () => {
    const res = await createForm(await manager(), {
      slug: 'orphan',
      title: 'Orphan',
      language: 'de',
      original_id: 999_999,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['marketing_form.original_id']);
  });

  it('refuses a chain: a translation cannot be the original of another, nor an original with translations become one', async () => {
    const headers = await manager();
    const original = await created(headers, { slug: 'newsletter', title: 'Newsletter' });
    const german = await created(headers, {
      slug: 'newsletter-de',
      title: 'Newsletter',
      language: 'de',
      original_id: original.id,
    });
    const chained = await createForm(headers, {
      slug: 'newsletter-es',
      title: 'Boletín',
      language: 'es',
      original_id: german.id,
    });
    expect(chained.statusCode).toBe(400);
    expect(fieldsOf(chained.json())).toEqual(['marketing_form.original_id']);

    const other = await created(headers, { slug: 'webinar', title: 'Webinar' });
    const relink = await patchForm(headers, 'newsletter', { language: 'fr', original_id: other.id });
    expect(relink.statusCode).toBe(400);
    expect(fieldsOf(relink.json())).toEqual(['marketing_form.original_id']);
  });

  it('refuses a second translation in the same language (409 naming marketing_form.language), on create and on update', async () => {
    const headers = await manager();
    const original = await created(headers, { slug: 'demo-request', title: 'Request a demo' });
    await created(headers, {
      slug: 'demo-de',
      title: 'Demo anfragen',
      language: 'de',
      original_id: original.id,
    });
    const again = await createForm(headers, {
      slug: 'demo-de-2',
      title: 'Noch einmal',
      language: 'de',
      original_id: original.id,
    });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual(['marketing_form.language']);

    const spanish = await created(headers, {
      slug: 'demo-es',
      title: 'Solicitar una demo',
      language: 'es',
      original_id: original.id,
    });
    const toGerman = await patchForm(headers, spanish.slug, { language: 'de' });
    expect(toGerman.statusCode).toBe(409);
    expect(fieldsOf(toGerman.json())).toEqual(['marketing_form.language']);
    const toFrench = await patchForm(headers, spanish.slug, { language: 'fr' });
    expect(toFrench.statusCode, toFrench.body).toBe(200);
    expect(toFrench.json()).toMatchObject({ language: 'fr', original_id: original.id });
  });

  it('refuses a member who may not manage marketing forms', async () => {
    const original = await created(await manager(), { slug: 'guarded', title: 'Guarded' });
    const member = await signIn(t, await buildUser(t));
    const res = await createForm(member, {
      slug: 'sneaky',
      title: 'Sneaky',
      language: 'de',
      original_id: original.id,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /content/v1/marketing_forms/{slug}: language and translations', () => {
  it('`?language=de` reads the published German version, and falls back to the original when there is none', async () => {
    const headers = await manager();
    const original = await created(headers, { slug: 'trial', title: 'Start a trial' });
    const german = await created(headers, {
      slug: 'testphase',
      title: 'Testphase starten',
      language: 'de',
      original_id: original.id,
      fields: emailField('E-Mail'),
    });
    await created(headers, {
      slug: 'essai',
      title: 'Essai',
      language: 'fr',
      original_id: original.id,
      state: 'draft',
    });
    const read = async (url: string): Promise<Form & { fields: { label: string }[] }> => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const de = await read('/content/v1/marketing_forms/trial?language=de');
    expect(de).toMatchObject({ id: german.id, language: 'de', original_id: original.id });
    expect(de.fields[0]!.label).toBe('E-Mail');
    // The public sees published versions only, without their states.
    expect(de.translations).toEqual([
      { id: original.id, slug: 'trial', title: 'Start a trial', language: 'en' },
    ]);

    // A draft translation is not read: the original stands in for it.
    const fr = await read('/content/v1/marketing_forms/trial?language=fr');
    expect(fr).toMatchObject({ id: original.id, language: 'en' });
    expect(fr.translations.map((v) => v.language)).toEqual(['de']);
    expect((await read('/content/v1/marketing_forms/testphase?language=en')).id).toBe(original.id);

    // A lead goes to the form it was sent to: the German version keeps its own leads.
    const lead = await t.app.inject({
      method: 'POST',
      url: `/v1/marketing_forms/${german.slug}/leads`,
      payload: { lead: { email: 'kunde@example.com' } },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    expect(lead.json().form_id).toBe(german.id);
  });
});

describe('marketing forms: saving a language version refreshes the others', () => {
  it("a new translation, and a change to it, revalidate the original's form, whose translations name it", async () => {
    const headers = await manager();
    const original = await created(headers, { slug: 'partner-signup', title: 'Become a partner' });
    const before = t.revalidations.length;
    const german = await created(headers, {
      slug: 'partner-werden',
      title: 'Partner werden',
      language: 'de',
      original_id: original.id,
    });
    const tagsAfter = (from: number) => t.revalidations.slice(from).flatMap((r) => r.tags);
    expect(tagsAfter(before)).toContain('marketing_form:partner-signup');

    const beforeUpdate = t.revalidations.length;
    const res = await patchForm(headers, german.slug, { title: 'Partner werden!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(tagsAfter(beforeUpdate)).toContain('marketing_form:partner-signup');
  });
});
