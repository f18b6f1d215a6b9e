// Search per language (issue #31, item 5): "each search document stores its language; stemming through PostgreSQL's
// own text-search configurations for the languages it has, and a tokeniser for Chinese and Japanese … so that a
// query in either finds documents that contain it. The spec's `language` filter works; typo suggestions work per
// language; highlighting works for CJK." Written through the services and searched through the route, as a reader.
import { beforeAll, describe, expect, it } from 'vitest';
import { createQuestion } from '../questions/index.js';
import { useTestApp } from '../../test/app.js';
import { actorFor, buildTutorial, buildUser } from '../../test/factories.js';

const t = useTestApp();

type Hit = { type: string; slug: string; language: string; snippet: string; title_highlighted: string };
type Found = { data: Hit[]; meta: { pagination: { total: number }; suggestions: string[] } };

async function find(params: Record<string, string>): Promise<Found> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/content/v1/search?${new URLSearchParams(params).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const slugs = (found: Found) => found.data.map((h) => h.slug).sort();

const docs: Record<string, string> = {};

beforeAll(async () => {
  const write = async (key: string, language: 'en' | 'de' | 'ru' | 'ja', title: string, body: string) => {
    docs[key] = (await buildTutorial(t, { title, body, language })).slug;
  };
  await write(
    'de',
    'de',
    'Eine Datenbank jede Nacht sichern',
    'Die Sicherung der Datenbank läuft jede Nacht. Prüfen Sie danach das Protokoll.',
  );
  await write(
    'ru',
    'ru',
    'Резервное копирование базы данных',
    'Сервер копирует базу каждую ночь. Проверьте журнал после копирования.',
  );
  await write(
    'ja',
    'ja',
    'PostgreSQL の設定ファイルを読む',
    'データベースの設定を変更するには、設定ファイルを編集してからサーバーを再起動します。',
  );
  await write(
    'en',
    'en',
    'Backing up a PostgreSQL database every night',
    'The backups of the database run every night. Check the log afterwards.',
  );
  await buildTutorial(t, {
    title: 'Cómo instalar Nginx en Ubuntu',
    body: 'Primero se actualiza la lista de paquetes.',
    language: 'es',
  }).then((row) => (docs.es = row.slug));
  docs.enInstall = (
    await buildTutorial(t, { title: 'Installing Redis', body: 'We install Redis.', language: 'en' })
  ).slug;
  const asker = await buildUser(t);
  const question = await createQuestion(t.db, await actorFor(t, asker), {
    title: '如何配置数据库连接池？',
    body: '我的应用程序连接数据库时经常超时，应该如何调整连接池的大小？',
    tags: [],
    language: 'zh',
  });
  docs.zh = question.slug;
});

describe('search per language (issue #31, item 5)', () => {
  it('stems German: "Datenbanken" finds the tutorial about a "Datenbank", with or without the language filter', async () => {
    expect(slugs(await find({ query: 'Datenbanken', language: 'de' }))).toEqual([docs.de]);
    expect(slugs(await find({ query: 'Datenbanken' }))).toEqual([docs.de]);
  });

  it('stems Russian: "база данных" finds the tutorial about "базы данных"', async () => {
    expect(slugs(await find({ query: 'база данных', language: 'ru' }))).toEqual([docs.ru]);
    expect(slugs(await find({ query: 'база данных' }))).toEqual([docs.ru]);
  });

  it('a Japanese query finds a Japanese tutorial, and its snippet and title mark the match', async () => {
    const found = await find({ query: 'データベース' });
    expect(slugs(found)).toEqual([docs.ja]);
    expect(found.data[0]!.snippet).toContain('<mark>データベース</mark>');
    const settings = await find({ query: '設定', language: 'ja' });
    expect(slugs(settings)).toEqual([docs.ja]);
    expect(settings.data[0]!.title_highlighted).toBe('PostgreSQL の<mark>設定</mark>ファイルを読む');
    // Only the query's characters are marked, whole, and nowhere they are not together.
    expect(settings.data[0]!.snippet).toContain(
      'データベースの<mark>設定</mark>を変更するには、<mark>設定</mark>',
    );
    expect(settings.data[0]!.snippet).not.toMatch(/<mark>[^<]*(設|定)<\/mark>(設|定)/);
  });

  it('a Japanese query of several words, of one character, and mixed with a Latin word', async () => {
    expect(slugs(await find({ query: 'サーバー 再起動' }))).toEqual([docs.ja]);
    expect(slugs(await find({ query: '編' }))).toEqual([docs.ja]);
    expect(slugs(await find({ query: 'PostgreSQL 設定ファイル' }))).toEqual([docs.ja]);
    // Characters that occur, but never in that order, are not a match.
    expect(slugs(await find({ query: '定設' }))).toEqual([]);
  });

  it('a Chinese query finds a Chinese question and marks it', async () => {
    const found = await find({ query: '数据库' });
    expect(found.data.map((h) => [h.type, h.slug])).toEqual([['question', docs.zh]]);
    expect(found.data[0]!.title_highlighted).toBe('如何配置<mark>数据库</mark>连接池？');
    expect(slugs(await find({ query: '连接池', language: 'zh' }))).toEqual([docs.zh]);
  });

  it('the language filter keeps the language asked for and leaves out the others', async () => {
    expect(slugs(await find({ query: 'PostgreSQL' }))).toEqual([docs.en, docs.ja].sort());
    expect(slugs(await find({ query: 'PostgreSQL', language: 'ja' }))).toEqual([docs.ja]);
    expect(slugs(await find({ query: 'PostgreSQL', language: 'en' }))).toEqual([docs.en]);
    expect(slugs(await find({ query: 'PostgreSQL', language: 'de' }))).toEqual([]);
    expect(slugs(await find({ query: 'Datenbank', language: 'en' }))).toEqual([]);
    expect(slugs(await find({ query: 'PostgreSQL', filter: 'language:ja' }))).toEqual([docs.ja]);
    const hit = (await find({ query: '数据库', language: 'zh' })).data[0]!;
    expect(hit.language).toBe('zh');
  });

  it('English is searched as before: stemmed, with negation, each document in its own language', async () => {
    expect(slugs(await find({ query: 'backed up databases' }))).toEqual([docs.en]);
    expect(slugs(await find({ query: 'database -postgresql' }))).toEqual([]);
    // "nacht" is a German word: an English document saying "night" is not found by it.
    expect(slugs(await find({ query: 'Nacht' }))).toEqual([docs.de]);
  });

  it('a stem another language shares with English ("instalar", Spanish "instal") finds only the Spanish document', async () => {
    const found = await find({ query: 'instalar' });
    expect(slugs(found)).toEqual([docs.es]);
    expect(found.meta.pagination.total).toBe(1);
    expect(slugs(await find({ query: 'install' }))).toEqual([docs.enInstall]);
  });

  it('answers queries of punctuation, quotes, negated or single characters without failing', async () => {
    for (const query of [
      '!!!',
      '"',
      '-設定',
      '"設定 ファイル"',
      'の',
      '-',
      'ー',
      '"データ"ベース',
      'x'.repeat(200),
    ])
      await find({ query });
    expect(slugs(await find({ query: '"設定ファイル"' }))).toEqual([docs.ja]);
    expect(slugs(await find({ query: 'PostgreSQL -設定', language: 'ja' }))).toEqual([]);
  });

  it('suggests corrections from the words of the language asked for', async () => {
    const german = await find({ query: 'Sicherumg', language: 'de' });
    expect(german.data).toEqual([]);
    expect(german.meta.suggestions[0]).toBe('sicherung');
    expect((await find({ query: 'Sicherumg', language: 'en' })).meta.suggestions).toEqual([]);
    const russian = await find({ query: 'журнел', language: 'ru' });
    expect(russian.meta.suggestions[0]).toBe('журнал');
    // Chinese and Japanese have no spelling to correct.
    expect((await find({ query: '数据车', language: 'zh' })).meta.suggestions).toEqual([]);
  });

  it('a language filter outside the nine finds nothing, and never fails', async () => {
    const found = await find({ query: 'database', filter: 'language:xx' });
    expect(found.data).toEqual([]);
    expect(found.meta.pagination.total).toBe(0);
  });
});
