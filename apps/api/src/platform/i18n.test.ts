// Issue #31, "The interface in all nine languages": the API's error messages, its sign-in pages and the emails in
// the reader's language — the signed-in member's (users.language), else the browser's Accept-Language, else
// English — while `code` and each detail's `path` stay as they are for clients.
import {
  ANALYTICS_EVENT_ERRORS,
  DEFAULT_MEMBER_PERMISSIONS,
  describeUserFieldRule,
  USER_FIELD_RULES,
  type UserField,
} from '@reef/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailOutbox, tutorialSeries, users } from '../db/schema/index.js';
import { queueDigests } from '../jobs/digests.js';
import { requestPasswordReset } from '../resources/account/index.js';
import { unsubscribeToken } from '../resources/mail/notification-mail-service.js';
import { useTestApp } from '../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTutorial,
  buildUser,
  buildUserWith,
  DEFAULT_PASSWORD,
  signIn,
} from '../test/factories.js';
import { say, sayIssue } from './i18n.js';
import { refusalDetail, userFieldDetail } from './policies/refusal.js';

const t = useTestApp({ PUBLIC_API_URL: 'http://api.test' });

async function setLanguage(id: number, language: string) {
  await t.db.update(users).set({ language }).where(eq(users.id, id));
}

async function outbox(userId: number, kind: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, kind)));
}

describe('"the API\'s error messages" in the reader\'s language', () => {
  it('answers an error in German for Accept-Language: de, with the same code and paths', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/v1/account',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({ code: 'unauthorized', message: 'Anmeldung erforderlich' });

    const noRoute = await t.app.inject({
      method: 'GET',
      url: '/v1/no-such-thing',
      headers: { 'accept-language': 'de' },
    });
    expect(noRoute.headers.vary).toContain('Accept-Language');
    expect(noRoute.json().error).toEqual({
      code: 'not_found',
      message: 'Keine Route für GET /v1/no-such-thing',
    });

    const member = await buildUser(t);
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: { ...(await signIn(t, member)), 'accept-language': 'en' },
      payload: { user: { language: 'klingon' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('validation_error');
    expect(invalid.json().error.details[0].path).toBe('body.user.language');
  });

  it("answers in the member's language when signed in, whatever the browser asks", async () => {
    const member = await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.remove('CREATE_COMMENTS') });
    await setLanguage(member.id, 'ja');
    const question = await buildQuestion(t, { author: await buildUser(t) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: { ...(await signIn(t, member)), 'accept-language': 'de' },
      payload: {
        comment: { body: 'Hello', type: 'comment', parent_type: 'question', parent_id: question.id },
      },
    });
    expect([res.statusCode, res.json().error]).toEqual([
      403,
      { code: 'forbidden', message: '次のいずれかの権限が必要です: CREATE_COMMENTS, MANAGE_COMMENTS' },
    ]);

    // A signed-in member's validation summary is in Japanese too, with the field named as before.
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: { ...(await signIn(t, member)), 'accept-language': 'de' },
      payload: { user: { language: 'xx' } },
    });
    expect(invalid.json().error).toMatchObject({ code: 'validation_error', message: 'リクエストが無効です' });
    expect(invalid.json().error.details[0].path).toBe('body.user.language');
  });

  it("says a sign-in refusal in the visitor's language (Spanish), keeping its code", async () => {
    const member = await buildUser(t, { email: 'ana@example.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { email: 'ana@example.test', password: 'wrong password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'unauthorized',
      message: 'El correo electrónico o la contraseña no son correctos',
    });
    expect(member.id).toBeGreaterThan(0);
  });

  it("says the shared schemas' field messages in German, at the same paths", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'accept-language': 'de' },
      payload: { email: 'not-an-address', username: '-x', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const byPath = Object.fromEntries(
      res.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    );
    expect(byPath['body.email']).toBe('Gib eine gültige E-Mail-Adresse ein');
    expect(byPath['body.password']).toBe('Passwörter haben mindestens 8 Zeichen');
    expect(byPath['body.username']).toMatch(/^Benutzernamen bestehen aus 2 bis 39/);
  });

  it('says "not found" for community content in Russian', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/users/no-such-member-here',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect([res.statusCode, res.json().error]).toEqual([
      404,
      { code: 'not_found', message: 'Пользователь не найден' },
    ]);
  });

  it('says the services\' own refusals in German and Japanese ("the API\'s error messages" of content and administration), with the same code, status and paths', async () => {
    // A member who reads German: upvoting their own question, and muting a series (only tags and people mute).
    const member = await buildUser(t);
    await setLanguage(member.id, 'de');
    const headers = { ...(await signIn(t, member)), 'accept-language': 'de' };
    const question = await buildQuestion(t, { author: member });
    const ownUpvote = await t.app.inject({
      method: 'POST',
      url: `/v1/upvotes/question/${question.id}`,
      headers,
    });
    expect([ownUpvote.statusCode, ownUpvote.json().error]).toEqual([
      403,
      { code: 'forbidden', message: 'Du kannst deine eigenen Inhalte nicht positiv bewerten' },
    ]);
    const [series] = await t.db
      .insert(tutorialSeries)
      .values({ slug: 'i18n-series', title: 'Series', state: 'published', authorId: member.id })
      .returning();
    const mute = await t.app.inject({
      method: 'PUT',
      url: `/v1/follows/tutorial_series/${series!.id}`,
      headers,
      payload: { follow: { mode: 'mute' } },
    });
    expect(mute.statusCode).toBe(422);
    expect(mute.json().error).toEqual({
      code: 'unprocessable_entity',
      message: 'Nur Tags und Personen können stummgeschaltet werden',
      details: [
        { path: 'mode', code: 'not_mutable', message: 'Nur Tags und Personen können stummgeschaltet werden' },
      ],
    });

    const unknownTag = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers,
      payload: {
        question: {
          title: 'Why does my reverse proxy answer 502?',
          body: 'Every request through the proxy answers 502 Bad Gateway since this morning.',
          tags: ['no-such-tag'],
        },
      },
    });
    expect(unknownTag.statusCode).toBe(422);
    expect(unknownTag.json().error).toEqual({
      code: 'unprocessable_entity',
      message: 'Unbekannte Tags',
      details: [{ path: 'question.tags', message: 'Unbekannter Tag „no-such-tag“' }],
    });

    // A member who reads Japanese asks for someone else's content awaiting review.
    const reader = await buildUser(t);
    await setLanguage(reader.id, 'ja');
    const pending = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${member.slug}/pending`,
      headers: { ...(await signIn(t, reader)), 'accept-language': 'ja' },
    });
    expect([pending.statusCode, pending.json().error]).toEqual([
      403,
      { code: 'forbidden', message: '審査待ちのコンテンツを見られるのは本人とモデレーターだけです' },
    ]);

    // A visitor's browser in Japanese; the same refusal in English keeps its text word for word.
    const notJson = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/analytics/events',
        headers: { 'content-type': 'text/plain', 'accept-language': language },
        payload: 'nope',
      });
    const japanese = await notJson('ja-JP,ja;q=0.9');
    expect(japanese.statusCode).toBe(400);
    expect(japanese.json().error).toMatchObject({
      code: 'bad_request',
      message: '本文は JSON にしてください',
    });
    expect(japanese.json().error.details[0].path).toBe('events');
    expect((await notJson('en')).json().error).toMatchObject({
      code: 'bad_request',
      message: 'The body must be JSON',
    });
  });

  it("says @reef/core's policy refusals and field messages in German and Japanese, at the same paths", async () => {
    const member = await buildUser(t);
    await setLanguage(member.id, 'de');
    const ownPermissions = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: { ...(await signIn(t, member)), 'accept-language': 'de' },
      payload: { user: { permissions: '1' } },
    });
    expect(ownPermissions.statusCode).toBe(403);
    expect(ownPermissions.json().error).toMatchObject({
      code: 'forbidden',
      message: 'Du kannst deine eigenen Berechtigungen nicht ändern',
    });
    expect(ownPermissions.json().error.details[0].path).toBe('user.permissions');

    const question = await buildQuestion(t, { author: member });
    const badIds = await t.app.inject({
      method: 'GET',
      url: `/v1/comments/question/${question.id}?exclude=abc`,
      headers: { 'accept-language': 'ja' },
    });
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json().error).toMatchObject({ code: 'validation_error', message: 'リクエストが無効です' });
    expect(badIds.json().error.details).toContainEqual(
      expect.objectContaining({
        path: expect.stringMatching(/^querystring\.exclude/),
        message: '数値の ID を指定してください',
      }),
    );
  });

  it("says the default validation words by the issue's code (German, Russian), counts in plural forms, English as it was", async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/questions',
        headers,
        payload: { question: { title: 5, body: [] } },
      });
    const details = async (res: Awaited<ReturnType<typeof post>>) =>
      (await res).json().error.details.map((d: { path: string; message: string; code: string }) => d);

    expect(await details(await post())).toEqual([
      { path: 'body.question.title', message: 'Enter text here.', code: 'invalid_type' },
      { path: 'body.question.body', message: 'Enter text here.', code: 'invalid_type' },
      { path: 'body.question.body', message: 'Choose at least 20 items.', code: 'too_small' },
    ]);
    await setLanguage(member.id, 'de');
    expect(await details(await post())).toEqual([
      { path: 'body.question.title', message: 'Gib hier einen Text ein.', code: 'invalid_type' },
      { path: 'body.question.body', message: 'Gib hier einen Text ein.', code: 'invalid_type' },
      { path: 'body.question.body', message: 'Wähle mindestens 20 Einträge.', code: 'too_small' },
    ]);
    await setLanguage(member.id, 'ru');
    expect((await details(await post()))[2].message).toBe('Выберите не меньше 20 элементов.');

    const state = await t.app.inject({
      method: 'GET',
      url: '/v1/tutorials?state=bogus',
      headers: { 'accept-language': 'de' },
    });
    expect(state.json().error.details).toEqual([
      {
        path: 'querystring.state',
        message: 'Wähle eines davon: draft, published, trashed, deprecated, unlisted.',
        code: 'invalid_value',
      },
    ]);
  });

  it('names the object type and state in the words of the language (moderation, reports), not as English words', async () => {
    const question = await buildQuestion(t);
    const commentsOnly = await buildUserWith(t, 'MANAGE_COMMENTS');
    await setLanguage(commentsOnly.id, 'de');
    const notModerator = await t.app.inject({
      method: 'POST',
      url: '/v1/moderation/queue',
      headers: await signIn(t, commentsOnly),
      payload: { action: 'spam', items: [{ type: 'question', id: question.id }] },
    });
    expect(notModerator.json().error).toEqual({ code: 'forbidden', message: 'Du moderierst keine Fragen' });

    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    const adminHeaders = await signIn(t, admin);
    await setLanguage(admin.id, 'ja');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/moderation/queue',
      headers: adminHeaders,
      payload: { action: 'spam', items: [{ type: 'question', id: 123456 }] },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('質問 123456 はありません。何も変更されていません');

    await setLanguage(admin.id, 'de');
    const noReports = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/question/${question.id}`,
      headers: adminHeaders,
      payload: { user_report: { state: 'resolved' } },
    });
    expect(noReports.json().error).toEqual({
      code: 'conflict',
      message: 'Diese Frage hat keine offenen Meldungen: Sie wurden bereits geschlossen',
    });

    const comment = await buildComment(t, { type: 'question', id: question.id });
    const reporter = await buildUser(t);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: await signIn(t, reporter),
      payload: { user_report: { reportable_type: 'comment', reportable_id: comment.id, reason: 'spam' } },
    });
    expect(reported.statusCode, reported.body).toBeLessThan(300);
    const notAState = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/comment/${comment.id}`,
      headers: adminHeaders,
      payload: { user_report: { state: 'resolved', object_state: 'draft' } },
    });
    expect(notAState.statusCode).toBe(422);
    expect(notAState.json().error.message).toBe('Ein Kommentar kann nicht den Status „draft“ haben');
    expect(notAState.json().error.details[0].path).toBe('user_report.object_state');
  });

  it("says the account's refusals with their field details in German (sign-in, confirmation, deleting)", async () => {
    const member = await buildUser(t);
    await setLanguage(member.id, 'de');
    const headers = await signIn(t, member);
    const confirmed = await t.app.inject({ method: 'POST', url: '/v1/account/confirmation', headers });
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().error).toEqual({
      code: 'unprocessable_entity',
      message: 'Deine E-Mail-Adresse ist bereits bestätigt',
      details: [{ path: 'email', message: 'bereits bestätigt' }],
    });

    const notTyped = await t.app.inject({
      method: 'DELETE',
      url: '/v1/account',
      headers,
      payload: { current_password: DEFAULT_PASSWORD, confirm: 'someone else' },
    });
    expect(notTyped.statusCode).toBe(422);
    expect(notTyped.json().error.details).toEqual([
      { path: 'confirm', message: `Gib zur Bestätigung ${member.username} ein` },
    ]);

    // The API's own sign-in page: a used reset link, in the language of ?lang=.
    const reset = await t.app.inject({
      method: 'GET',
      url: '/v1/login/reset?token=not-a-token&lang=de',
    });
    expect(reset.body).toContain('<html lang="de">');
    expect(reset.body).not.toContain('invalid, used or expired');
  });

  it("says a profile's refused fields, an upload's format and a comment's checks in German and Japanese", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    await setLanguage(other.id, 'de');
    const bio = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${owner.slug}`,
      headers: await signIn(t, other),
      payload: { user: { bio: 'Hallo', location: 'Berlin' } },
    });
    expect(bio.statusCode).toBe(403);
    expect(bio.json().error).toEqual({
      code: 'forbidden',
      message: 'Du kannst bio, location dieses Profils nicht ändern',
      details: [
        {
          path: 'user.bio',
          message: 'Nur das Mitglied selbst oder ein Nutzerverwalter kann dieses Feld ändern',
        },
        {
          path: 'user.location',
          message: 'Nur das Mitglied selbst oder ein Nutzerverwalter kann dieses Feld ändern',
        },
      ],
    });
    const avatar = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${owner.slug}/avatar`,
      headers: await signIn(t, other),
      payload: { avatar: { data: Buffer.from('GIF89a').toString('base64') } },
    });
    expect(avatar.statusCode).toBe(403);
    expect(avatar.json().error.message).toBe('Du kannst das Profilbild dieses Profils nicht ändern');

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
    );
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${other.slug}/avatar`,
      headers: await signIn(t, other),
      payload: { avatar: { data: svg.toString('base64') } },
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().error).toMatchObject({
      message: 'SVG-Bilder werden nicht angenommen',
      details: [
        {
          path: 'avatar.data',
          message: 'Die Datei ist ein SVG-Bild. Lade ein PNG-, JPEG-, WebP- oder GIF-Bild hoch',
          code: 'unsupported_format',
        },
      ],
    });

    const draft = await buildTutorial(t, { author: other, state: 'draft' });
    // Its author may see the draft, but a draft takes no comments yet.
    const closed = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, other),
      payload: {
        comment: { body: 'Notiz', type: 'comment', parent_type: 'tutorial', parent_id: draft.id },
      },
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error).toEqual({
      code: 'unprocessable_entity',
      message: 'Hier sind keine Kommentare möglich',
      details: [{ path: 'comment.parent_id', message: 'Es ist ein Entwurf' }],
    });
    const published = await buildTutorial(t, { author: other });
    await setLanguage(owner.id, 'ja');
    const own = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, owner),
      payload: {
        comment: { body: 'Notiz', type: 'answer', parent_type: 'tutorial', parent_id: published.id },
      },
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().error.details).toEqual([
      { path: 'comment.type', message: '回答には parent_type "question" が必要です' },
    ]);
  });

  it('says an unknown subscribed tag and an unknown original tutorial in French', async () => {
    const member = await buildUser(t);
    await setLanguage(member.id, 'fr');
    const headers = await signIn(t, member);
    const tag = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${member.slug}/subscriptions/tag/no-such-tag`,
      headers,
    });
    expect(tag.statusCode).toBe(404);
    expect(tag.json().error.message).toBe('Aucun tag « no-such-tag »');

    const writer = await buildUserWith(t, 'CREATE_TUTORIALS', 'MANAGE_TUTORIALS');
    await setLanguage(writer.id, 'fr');
    const orphan = await t.app.inject({
      method: 'POST',
      url: '/v1/tutorials',
      headers: await signIn(t, writer),
      payload: {
        tutorial: {
          title: 'Installer Nginx',
          description: 'Court.',
          body: '## Étape 1\n\nInstallez-le.',
          sub_type: 'tutorial',
          tags: [],
          language: 'fr',
          translation_of_id: 999_999,
        },
      },
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().error.details).toEqual([
      { path: 'tutorial.translation_of_id', message: 'Ce tutoriel n’existe pas' },
    ]);
  });

  it("says a marketing form's refusals of a lead in the visitor's language (Spanish), naming each field", async () => {
    const marketer = await buildUserWith(t, 'MANAGE_MARKETING');
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms',
      headers: await signIn(t, marketer),
      payload: {
        marketing_form: {
          slug: 'contacto',
          title: 'Contacto',
          state: 'published',
          fields: [
            { name: 'email', type: 'email', label: 'Correo', required: true },
            { name: 'seats', type: 'number', label: 'Puestos' },
            { name: 'country', type: 'country-select', label: 'País' },
            { name: 'state', type: 'state-select', label: 'Provincia' },
          ],
        },
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    const lead = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms/contacto/leads',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { lead: { seats: 'muchos', country: 'CA', state: 'NY', fax: '1' } },
    });
    expect(lead.statusCode).toBe(422);
    expect(lead.json().error.details).toEqual([
      { path: 'lead.fax', message: 'No es un campo de este formulario' },
      { path: 'lead.email', message: 'Correo es obligatorio' },
      { path: 'lead.seats', message: 'Se esperaba un número' },
      { path: 'lead.state', message: 'Elige una provincia o territorio de la lista' },
    ]);
  });

  it('says every rule of a profile field as core words it in English, and in the language asked', () => {
    for (const field of Object.keys(USER_FIELD_RULES) as UserField[]) {
      const detail = userFieldDetail(`user.${field}`, field);
      expect(detail.message).toBe(describeUserFieldRule(field));
      expect(say('ru', detail.localMessage!)).not.toBe(detail.message);
    }
  });

  it('says every check of an analytics event as core words it in English, and in the language asked', () => {
    for (const message of Object.values(ANALYTICS_EVENT_ERRORS)) {
      const detail = refusalDetail('events.0', message);
      expect(detail.message).toBe(message);
      expect(detail.localMessage, message).toBeDefined();
      expect(say('ja', detail.localMessage!)).not.toBe(message);
    }
  });

  it("says zod's rarer issues by their code (German), and keeps English as zod words it", () => {
    const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;
    const cases: [z.ZodType, unknown, string][] = [
      [z.number().multipleOf(5), 3, 'Gib ein Vielfaches von 5 ein.'],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }, 'Unbekannte Felder: b, c.'],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Unbekanntes Feld: b.'],
      [z.union([z.string(), z.number()]), true, 'Das passt zu keiner der erlaubten Formen.'],
      [
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a') }),
          z.object({ kind: z.literal('b') }),
        ]),
        { kind: 'c' },
        'Wähle eines davon: a, b.',
      ],
      [z.record(z.string().regex(/^a/), z.number()), { b: 1 }, 'Ein Schlüssel hier ist ungültig.'],
      [z.map(z.any(), z.number()), new Map([[{}, 'x']]), 'Ein Wert hier ist ungültig.'],
      [z.date().min(new Date('2024-01-01')), new Date('2020-01-01'), 'Gib ein Datum ab dem 2024-01-01 ein.'],
      [z.date().max(new Date('2024-01-01')), new Date('2030-01-01'), 'Gib ein Datum bis zum 2024-01-01 ein.'],
      [z.file().max(10), new File(['0123456789ab'], 'a.txt'), 'Wähle eine Datei mit höchstens 10 Byte.'],
      [z.string().refine(() => false), 'x', 'Dieser Wert ist ungültig.'],
    ];
    for (const [schema, value, german] of cases) {
      const issue = issueOf(schema, value);
      expect([issue.code, sayIssue('de', issue)]).toEqual([issue.code, german]);
      expect(sayIssue('en', issue)).toBe(issue.message);
    }
    // A schema's own message is never replaced by the words of its code.
    expect(
      sayIssue(
        'de',
        issueOf(
          z.string().refine(() => false, 'Keep it short'),
          'x',
        ),
      ),
    ).toBe('Keep it short');
  });

  it("says a report moderator's refusal to move an object in German and Japanese, naming the field", async () => {
    const question = await buildQuestion(t);
    const reporter = await buildUser(t);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: await signIn(t, reporter),
      payload: { user_report: { reportable_type: 'question', reportable_id: question.id, reason: 'spam' } },
    });
    expect(reported.statusCode, reported.body).toBeLessThan(300);
    const reportsOnly = await buildUserWith(t, 'MANAGE_REPORTS');
    const headers = await signIn(t, reportsOnly);
    // The member's own language decides (a signed-in member's, not the browser's).
    const refuse = async (language: string) => {
      await setLanguage(reportsOnly.id, language);
      return t.app.inject({
        method: 'PATCH',
        url: `/v1/user_reports/question/${question.id}`,
        headers,
        payload: { user_report: { state: 'resolved', object_state: 'unlisted' } },
      });
    };
    const german = await refuse('de');
    expect([german.statusCode, german.json().error]).toEqual([
      403,
      {
        code: 'forbidden',
        message:
          'Beim Erledigen einer Meldung kannst du die Frage nur ausblenden (trashed, spam); sie auf „unlisted“ zu setzen, darf nur, wer Fragen moderiert',
        details: [{ path: 'user_report.object_state', message: 'Wähle eines davon: trashed, spam.' }],
      },
    ]);
    const japanese = (await refuse('ja')).json().error;
    expect(japanese.message).toBe(
      '報告の処理でできるのは質問を非表示にすること（trashed, spam）だけです。「unlisted」にするには質問のモデレーターが必要です',
    );
    expect(japanese.details[0].path).toBe('user_report.object_state');
    expect((await refuse('en')).json().error.message).toBe(
      'Resolving a report can only hide the question (trashed, spam); moving it to unlisted needs a moderator of questions',
    );
  });

  it("says the admin screens' own checks in German and Japanese: the mail outbox, static pages, a global content block's shape, analytics events", async () => {
    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    await setLanguage(admin.id, 'de');
    const headers = await signIn(t, admin);

    const [sent] = await t.db
      .insert(mailOutbox)
      .values({
        idempotencyKey: 'i18n-sent',
        kind: 'test',
        toAddress: 'someone@example.test',
        subject: 'Hi',
        html: '<p>Hi</p>',
        text: 'Hi',
        status: 'sent',
      })
      .returning();
    const retry = await t.app.inject({ method: 'POST', url: `/v1/mail_outbox/${sent!.id}/retry`, headers });
    expect([retry.statusCode, retry.json().error.details]).toEqual([
      422,
      [{ path: 'id', message: 'Ihr Status ist sent' }],
    ]);

    const check = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages/check_json',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: JSON.stringify({
        type: 'press',
        slug: 'press',
        title: 'Presse',
        slices: [{ slice_type: 'hero', primary: { title: 'Hallo' }, items: [] }],
      }),
    });
    expect(check.json().problems).toContainEqual({
      path: 'slices[0].slice_type',
      code: 'slice_not_allowed',
      message: 'Seiten vom Typ press erlauben nur pressnews, nicht hero',
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages/check_json',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: '{"type": ',
    });
    expect(broken.json().problems[0].message).toMatch(/^Kein gültiges JSON: /);

    const product = {
      slug: 'vm',
      name: 'VM',
      summary: 'A machine',
      unit: { one: 'machine', other: 'machines' },
      options: [{ id: 's', label: 'Small', monthly_cents: 500 }],
    };
    const catalogue = (data: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/global_contents',
        headers,
        payload: { global_content: { key: 'price_catalogue', data } },
      });
    const duplicate = await catalogue({
      currency: 'USD',
      hours_per_month: 730,
      regions: [{ slug: 'ams', name: 'Amsterdam' }],
      products: [product, product],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error.details).toEqual([
      { path: 'global_content.data.products.1.slug', code: 'custom', message: 'Produkt vm ist doppelt' },
    ]);
    const shape = await catalogue({ currency: 'usd', regions: [], products: [product] });
    expect(shape.json().error.details).toEqual(
      expect.arrayContaining([
        {
          path: 'global_content.data.currency',
          code: 'invalid_format',
          message: 'Ein ISO-4217-Code wie USD',
        },
        {
          path: 'global_content.data.hours_per_month',
          code: 'invalid_type',
          message: 'Das ist ein Pflichtfeld.',
        },
      ]),
    );

    const events = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/events',
      headers: { 'accept-language': 'ja' },
      payload: {
        events: [null, { type: 'track', messageId: 'm1', event: 'not ok!', properties: {} }],
      },
    });
    expect(events.statusCode).toBe(400);
    const [nil, name] = events.json().error.details;
    expect(nil).toEqual({ path: 'events.0', message: 'イベントがありません' });
    expect(name.path).toBe('events.1.event');
    expect(name.message).toMatch(/^イベント名は 1〜\d+ 文字の英字/);
  });

  it("says core's messages built with numbers by their key, the number read back from the text (German)", async () => {
    const question = await buildQuestion(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/comments/question/${question.id}?exclude=9999999999`,
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].message).toBe('Erwartet wird eine ID bis 2.147.483.647');
    const english = await t.app.inject({
      method: 'GET',
      url: `/v1/comments/question/${question.id}?exclude=9999999999`,
    });
    expect(english.json().error.details[0].message).toBe('Expected an id up to 2147483647');
  });

  it('falls back to English for an unsupported Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/account',
      headers: { 'accept-language': 'nl-NL, sv;q=0.8' },
    });
    expect(res.json().error).toEqual({ code: 'unauthorized', message: 'Authentication required' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/login?type=login',
      headers: { 'accept-language': 'nl' },
    });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Log in to');
  });
});

describe('"the API\'s sign-in pages" in the visitor\'s language', () => {
  it('shows the sign-in page in Japanese with lang="ja" for a Japanese browser', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/login?type=login',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).toContain(`${t.env.BRAND_NAME} にログイン`);
    expect(res.body).toContain('>パスワード</label>');
    expect(res.body).toContain('パスワードをお忘れですか?');
    expect(res.body).not.toContain('Forgot password?');
  });

  it("takes ?lang= over the browser, and keeps it on the page's links", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/login?type=register&lang=pt',
      headers: { 'accept-language': 'de' },
    });
    expect(res.body).toContain('<html lang="pt">');
    expect(res.body).toContain(`Criar conta em ${t.env.BRAND_NAME}`);
    expect(res.body).toContain('lang=pt');
  });

  it('shows the "Forgot password?" page in French', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/login/forgot',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('Réinitialiser votre mot de passe');
  });
});

describe("the unsubscribe page of an email's link", () => {
  it("asks in the visitor's language (Japanese) and keeps English for others", async () => {
    const member = await buildUser(t);
    const token = unsubscribeToken(t.env.JWT_SECRET, member.id, 'answers');
    const url = `/v1/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    const ja = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ja' } });
    expect(ja.body).toContain('<html lang="ja">');
    expect(ja.body).toContain('「回答」のメールを停止しますか?');
    const en = await t.app.inject({ method: 'GET', url });
    expect(en.body).toContain('Stop “Answers” emails?');
  });
});

describe('"an email in the member\'s language"', () => {
  it('renders a digest in Spanish for a member whose language is es', async () => {
    const asker = await buildUser(t);
    await setLanguage(asker.id, 'es');
    const headers = await signIn(t, asker);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/notification_preferences',
      headers,
      payload: { preferences: { answers: 'daily' } },
    });
    const question = await buildQuestion(t, {
      author: asker,
      title: '¿Cómo roto los registros del servidor?',
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, await buildUser(t)),
      payload: {
        comment: {
          body: 'Con logrotate y una regla semanal.',
          type: 'answer',
          parent_type: 'question',
          parent_id: question.id,
        },
      },
    });
    expect(answer.statusCode).toBe(201);
    await queueDigests(t.db, t.env, 'daily');
    const [digest] = await outbox(asker.id, 'digest_daily');
    expect(digest!.subject).toBe(`Tu resumen diario de ${t.env.BRAND_NAME}: 1 novedad`);
    expect(digest!.text).toContain('Respuestas a tus preguntas');
    expect(digest!.text).toContain('Nueva respuesta a «¿Cómo roto los registros del servidor?»');
    expect(digest!.html).toContain('<html lang="es">');
    expect(digest!.html).toContain('Preferencias de correo');
  });

  it('sends an immediate notification email in Spanish, and English to a member who kept English', async () => {
    const asker = await buildUser(t);
    await setLanguage(asker.id, 'es');
    const english = await buildUser(t);
    const helper = await buildUser(t);
    for (const author of [asker, english]) {
      const question = await buildQuestion(t, { author, title: 'Backups for PostgreSQL' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/comments',
        headers: await signIn(t, helper),
        payload: {
          comment: {
            body: 'pg_dump every night, kept a week.',
            type: 'answer',
            parent_type: 'question',
            parent_id: question.id,
          },
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const [spanish] = await outbox(asker.id, 'notification');
    expect(spanish!.subject).toBe('Nueva respuesta a «Backups for PostgreSQL»');
    expect(spanish!.text).toContain('Hola, ');
    expect(spanish!.text).toContain('Dejar de recibir respuestas');
    const [kept] = await outbox(english.id, 'notification');
    expect(kept!.subject).toBe('New answer to “Backups for PostgreSQL”');
  });

  it("sends the password reset in the member's language (German)", async () => {
    const member = await buildUser(t, { email: 'jonas@example.test' });
    await setLanguage(member.id, 'de');
    await requestPasswordReset(t.db, t.env, 'jonas@example.test', {});
    const [mail] = await outbox(member.id, 'password_reset');
    expect(mail!.subject).toBe(`Setze dein Passwort für ${t.env.BRAND_NAME} zurück`);
    expect(mail!.text).toContain('Neues Passwort wählen');
  });
});

describe('"members choose a language in settings, which their emails follow"', () => {
  it('a member sets their language and sees it on their profile; an unknown one is refused naming the field', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers,
      payload: { user: { language: 'zh' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('zh');
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, member.id));
    expect(row!.language).toBe('zh');

    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers,
      payload: { user: { language: 'pt-BR' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.map((d: { path: string }) => d.path)).toEqual(['body.user.language']);
  });

  it('a member registering from a German browser gets German as their language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'accept-language': 'de-CH, de;q=0.9' },
      payload: { email: 'lena@example.test', username: 'lena_de', password: 'a long enough password' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(eq(users.email, 'lena@example.test'));
    expect(row!.language).toBe('de');
    const [confirm] = await outbox(row!.id, 'email_confirmation');
    expect(confirm!.subject).toBe(`Bestätige deine E-Mail-Adresse für ${t.env.BRAND_NAME}`);
  });
});
