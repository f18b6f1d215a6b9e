// Issue #31, item 6: "Demo content: at least five tutorials and three questions in each of German, Spanish, Japanese
// and Chinese (some translations of English originals, some written in that language)", and its done line: "a search
// in Japanese and in German that finds the demo content". Seeded once, read back as a reader would.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/lib/sql.js';
import { useTestApp } from '../../test/app.js';
import { DEMO_LANGUAGES, DEMO_TRANSLATIONS } from './demo-languages.js';
import { DEMO_LOCAL_QUESTIONS, DEMO_LOCAL_TUTORIALS } from './demo-languages-content.js';
import { seedDemo } from './demo.js';

const t = useTestApp();

type Hit = { type: string; slug: string; language: string };

async function search(params: Record<string, string>): Promise<Hit[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/content/v1/search?${new URLSearchParams(params).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  await seedDemo(t.db, t.env);
});

describe('demo content in German, Spanish, Japanese and Chinese (issue #31, item 6)', () => {
  it('"at least five tutorials and three questions in each of German, Spanish, Japanese and Chinese", every question answered', async () => {
    const tutorials = await queryRows<{ language: string; n: number; translations: number }>(
      t.db,
      sql`select language, count(*)::int as n, count(translation_of_id)::int as translations
          from tutorials where state = 'published' group by language`,
    );
    const questions = await queryRows<{ language: string; n: number; answered: number; accepted: number }>(
      t.db,
      sql`select q.language, count(*)::int as n,
            count(*) filter (where exists (select 1 from comments a where a.parent_type = 'question'
              and a.parent_id = q.id and a.type = 'answer' and a.state = 'published'))::int as answered,
            count(q.accepted_answer_id)::int as accepted
          from questions q where q.state = 'published' group by q.language`,
    );
    for (const language of DEMO_LANGUAGES) {
      const tutorialRow = tutorials.find((r) => r.language === language);
      expect(tutorialRow?.n, `published tutorials in ${language}`).toBeGreaterThanOrEqual(5);
      // "some translations of English originals, some written in that language"
      expect(tutorialRow!.translations, `translations in ${language}`).toBeGreaterThanOrEqual(2);
      expect(tutorialRow!.n - tutorialRow!.translations, `written in ${language}`).toBeGreaterThanOrEqual(3);
      const questionRow = questions.find((r) => r.language === language);
      expect(questionRow?.n, `published questions in ${language}`).toBeGreaterThanOrEqual(3);
      expect(questionRow!.answered, `answered questions in ${language}`).toBe(questionRow!.n);
      expect(questionRow!.accepted, `accepted answers in ${language}`).toBeGreaterThan(0);
    }
  });

  it('keeps the written slugs (ASCII, unique), and seeding again changes nothing', async () => {
    const slugs = [
      ...DEMO_TRANSLATIONS.map((tr) => tr.slug),
      ...DEMO_LOCAL_TUTORIALS.map((tu) => tu.slug),
      ...DEMO_LOCAL_QUESTIONS.map((q) => q.slug),
    ];
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const stored = await queryRows<{ slug: string }>(
      t.db,
      sql`select slug from tutorials where language <> 'en' union all select slug from questions where language <> 'en'`,
    );
    expect(new Set(slugs).size, 'no slug written twice').toBe(slugs.length);
    expect(stored.map((r) => r.slug)).toEqual(expect.arrayContaining(slugs));
    const count = async () =>
      (
        await queryRows<{ n: string }>(
          t.db,
          sql`select (select count(*) from tutorials) || '/' || (select count(*) from questions) || '/' ||
            (select count(*) from comments) || '/' || (select count(*) from users) as n`,
        )
      )[0]!.n;
    const before = await count();
    await seedDemo(t.db, t.env);
    expect(await count()).toBe(before);
  });

  it('the English original lists its translations ("Read in: …"), and a translation names its original', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/content/v1/tutorials/how-to-install-nginx-on-ubuntu-24-04/translations',
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json().data as { slug: string; language: string }[]).map((r) => r.language).sort();
    expect(listed).toEqual(['de', 'es', 'ja', 'zh']);

    const translation = await t.app.inject({
      method: 'GET',
      url: '/content/v1/tutorials/nginx-unter-ubuntu-24-04-installieren',
    });
    expect(translation.statusCode).toBe(200);
    const body = translation.json();
    expect(body.language).toBe('de');
    expect(body.translation_of_id).toBeTypeOf('number');
    expect(body.body_html).toContain('Voraussetzungen');
    // Code blocks and commands are the original's.
    expect(body.body_html).toContain('systemctl status nginx');
  });

  it('"a search in Japanese and in German that finds the demo content", with the language filter', async () => {
    const japanese = await search({ query: '設定', language: 'ja' });
    expect(japanese.length).toBeGreaterThanOrEqual(3);
    expect(new Set(japanese.map((h) => h.language))).toEqual(new Set(['ja']));
    expect(japanese.map((h) => h.slug)).toContain('ubuntu-timezone-locale-japanese-ja');
    expect((await search({ query: 'インストール', language: 'ja' })).map((h) => h.slug)).toContain(
      'how-to-install-nginx-on-ubuntu-24-04-ja',
    );

    // German stemming: "Datenbanken" finds the tutorial about a "PostgreSQL-Datenbank".
    const german = await search({ query: 'Datenbanken sichern', language: 'de' });
    expect(new Set(german.map((h) => h.language))).toEqual(new Set(['de']));
    expect(german.map((h) => h.slug)).toContain('postgresql-datenbank-jede-nacht-sichern');

    const chinese = await search({ query: '配置', language: 'zh' });
    expect(chinese.map((h) => h.slug)).toContain('ubuntu-apt-mirror-configuration-zh');
    const spanish = await search({ query: 'instalar', language: 'es' });
    expect(spanish.map((h) => h.slug)).toContain('como-instalar-mysql-en-ubuntu-24-04');
  });
});
