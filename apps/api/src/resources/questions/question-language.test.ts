// Issue #31 item 3: "tutorials, questions and answers may be written in any of the nine". A question carries its
// language on create and edit; a code outside the nine is a 400 naming the field, never a 500.
import { LANGUAGES } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, nextId, signIn } from '../../test/factories.js';

const t = useTestApp();

type Saved = { id: number; slug: string; language: string };

async function ask(headers: { authorization: string }, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/questions',
    headers,
    payload: {
      question: {
        title: `Wie richte ich nginx vor meiner App Nummer ${nextId()} ein?`,
        body: 'Ich habe nginx installiert, aber die App antwortet nicht. Was muss ich prüfen?',
        tags: [],
        ...extra,
      },
    },
  });
}

describe('issue #31: "tutorials, questions and answers may be written in any of the nine"', () => {
  it('a question is asked in German and read back in German by both APIs', async () => {
    const member = await signIn(t, await buildUser(t));
    const res = await ask(member, { language: 'de' });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as Saved;
    expect(saved.language).toBe('de');
    const read = await t.app.inject({ method: 'GET', url: `/content/v1/questions/${saved.slug}` });
    expect(read.json()).toMatchObject({ language: 'de' });
  });

  it('every one of the nine languages is accepted', async () => {
    const member = await signIn(t, await buildUser(t));
    for (const language of LANGUAGES) {
      const res = await ask(member, { language });
      expect(res.statusCode, language).toBe(201);
      expect((res.json() as Saved).language).toBe(language);
    }
  });

  it('a question without a language is in English (the API default)', async () => {
    const res = await ask(await signIn(t, await buildUser(t)));
    expect(res.statusCode).toBe(201);
    expect((res.json() as Saved).language).toBe('en');
  });

  it('a language outside the nine is a 400 naming the field, on create', async () => {
    const member = await signIn(t, await buildUser(t));
    for (const language of ['xx', 'de-DE', 'EN', '', 42]) {
      const res = await ask(member, { language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('language');
    }
  });

  it('the author changes the language on edit; a code outside the nine is a 400 naming the field', async () => {
    const member = await signIn(t, await buildUser(t));
    const saved = (await ask(member, { language: 'en' })).json() as Saved;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/v1/questions/${saved.id}`,
      headers: member,
      payload: { question: { language: 'ja' } },
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as Saved).language).toBe('ja');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/v1/questions/${saved.id}`,
      headers: member,
      payload: { question: { language: 'klingon' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('language');
    const read = await t.app.inject({ method: 'GET', url: `/content/v1/questions/${saved.slug}` });
    expect(read.json()).toMatchObject({ language: 'ja' });
  });

  it('the public list filters by language: a German question is listed under de, not under en', async () => {
    const member = await signIn(t, await buildUser(t));
    const saved = (await ask(member, { language: 'de' })).json() as Saved;
    const ids = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/content/v1/questions?limit=100${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { id: number }[] }).data.map((q) => q.id);
    };
    expect(await ids('&language=de')).toContain(saved.id);
    expect(await ids('&language=en')).not.toContain(saved.id);
    expect(await ids('')).toContain(saved.id);
  });
});
