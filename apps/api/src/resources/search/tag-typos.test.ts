// Issue #30, item 3 and the visitor's journey: "asks with a typo in a tag". The tag picker (POST /v1/search/tags)
// offers the tag a mistyped name meant, so Enter adds the existing tag instead of a new misspelt one.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildTag, buildUser, signIn } from '../../test/factories.js';

const t = useTestApp();

async function pickTags(search: string) {
  const member = await buildUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/search/tags',
    headers: await signIn(t, member),
    payload: { search, limit: 5 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { name: string }[] }).data.map((tag) => tag.name);
}

describe('the tag picker and typos', () => {
  it('offers the tag a mistyped name meant, closest first, when no name contains it', async () => {
    await buildTag(t, { name: 'Docker' });
    await buildTag(t, { name: 'Nginx' });
    await buildTag(t, { name: 'Ubuntu' });
    await buildTag(t, { name: 'Gone', state: 'trashed' });
    expect(await pickTags('dokcer')).toEqual(['Docker']);
    expect(await pickTags('ubunut')).toEqual(['Ubuntu']);
    expect((await pickTags('ngnix'))[0]).toBe('Nginx');
    // A name that matches keeps its plain matches (no guesses mixed in); a trashed tag is never offered.
    expect(await pickTags('dock')).toEqual(['Docker']);
    expect(await pickTags('gnoe')).toEqual([]);
    // Too short to guess from, or nothing alike: nothing.
    expect(await pickTags('zq')).toEqual([]);
    expect(await pickTags('kubernetes')).toEqual([]);
  });

  it('the public tag search the ask form uses (GET /content/v1/search/tags) offers it too', async () => {
    await buildTag(t, { name: 'Postgresql' });
    const names = async (search: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/content/v1/search/tags?search=${search}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { name: string }[] }).data.map((tag) => tag.name);
    };
    expect(await names('postgersql')).toEqual(['Postgresql']);
    expect(await names('postgres')).toEqual(['Postgresql']);
    // Guesses are for the first page only.
    const second = await t.app.inject({
      method: 'GET',
      url: '/content/v1/search/tags?search=postgersql&page=1',
    });
    expect((second.json() as { data: unknown[] }).data).toEqual([]);
  });
});
