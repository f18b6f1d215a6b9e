// Security round 2, finding 6: moderators' private notes and report conversations are read only by those the one
// comment scope (platform/policies/comment-scope.ts) lets see them, on every path that returns comments. The walk below
// calls every GET route of the API (v1, the content API and the admin namespace) as several actors, pointing its
// parameters at the private rows, and looks for their text in the answers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, buildUserWith, signIn, type UserRow } from '../../test/factories.js';

const t = useTestApp();

const NOTE = 'Private moderator note: the asker is probably a sock puppet of account 4242';
const CONVERSATION = 'Report conversation: I know the poster personally, their phone is 555 0199';

type Fixture = {
  moderator: UserRow;
  reporter: UserRow;
  questionId: number;
  noteId: number;
  reportId: number;
  conversationId: number;
};

let fx: Fixture | undefined;
async function fixture(): Promise<Fixture> {
  if (fx) return fx;
  const moderator = await buildUserWith(t, 'MANAGE_COMMENTS');
  const reporter = await buildUser(t);
  const question = await buildQuestion(t);
  const asModerator = await signIn(t, moderator);
  const note = await t.app.inject({
    method: 'POST',
    url: '/v1/comments',
    headers: asModerator,
    payload: {
      comment: { type: 'private_note', body: NOTE, parent_type: 'question', parent_id: question.id },
    },
  });
  expect(note.statusCode, note.body).toBe(201);
  const asReporter = await signIn(t, reporter);
  const report = await t.app.inject({
    method: 'POST',
    url: '/v1/user_reports',
    headers: asReporter,
    payload: { user_report: { reportable_type: 'question', reportable_id: question.id, reason: 'spam' } },
  });
  expect(report.statusCode, report.body).toBeLessThan(300);
  const reportId = Number(report.json().id ?? report.json().user_report?.id);
  const conversation = await t.app.inject({
    method: 'POST',
    url: '/v1/comments',
    headers: asReporter,
    payload: {
      comment: {
        type: 'private_comment',
        body: CONVERSATION,
        parent_type: 'user_report',
        parent_id: reportId,
      },
    },
  });
  expect(conversation.statusCode, conversation.body).toBe(201);
  // The reporter reports their own conversation comment (they may see it), so the report lists name it.
  await t.app.inject({
    method: 'POST',
    url: '/v1/user_reports',
    headers: asReporter,
    payload: {
      user_report: { reportable_type: 'comment', reportable_id: conversation.json().id, reason: 'other' },
    },
  });
  fx = {
    moderator,
    reporter,
    questionId: question.id,
    noteId: note.json().id,
    reportId,
    conversationId: conversation.json().id,
  };
  return fx;
}

/** The URLs to try for a route pattern: each parameter pointed at one of the private rows or their authors. */
function urlsFor(pattern: string, f: Fixture): string[] {
  if (!pattern.includes(':')) return [pattern];
  const variants: Record<string, string | number>[] = [
    { slug: f.moderator.slug, id: f.noteId, type: 'comment', trail: 'comment' },
    { slug: f.reporter.slug, id: f.conversationId, type: 'comment' },
    { slug: f.reporter.slug, id: f.reportId, type: 'user_report' },
    { slug: f.moderator.slug, id: f.questionId, type: 'question' },
    { slug: f.moderator.id, id: f.questionId, type: 'question' },
    { slug: f.reporter.id, id: f.reportId, type: 'question' },
  ];
  return [
    ...new Set(
      variants.map((values) =>
        pattern.replace(/:(\w+)/g, (_m, name: string) => String(values[name] ?? values.id ?? '1')),
      ),
    ),
  ];
}

/** Query strings that ask list endpoints for comments of every kind. */
const QUERIES = [
  '',
  '?type=comment',
  '?type=private_note',
  '?type=private_comment',
  '?q=sock',
  '?query=sock',
];

async function leaks(headers: { authorization: string } | undefined, f: Fixture) {
  const found: string[] = [];
  const routes = t.app.routeTable.filter((r) => r.method === 'GET');
  for (const route of routes) {
    for (const url of urlsFor(route.url, f)) {
      for (const query of QUERIES) {
        const res = await t.app.inject({ method: 'GET', url: url + query, headers: headers ?? {} });
        expect(res.statusCode, `${url}${query}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.body.includes('sock puppet')) found.push(`${url}${query} (private note)`);
        if (res.body.includes('phone is 555')) found.push(`${url}${query} (report conversation)`);
      }
    }
  }
  return found;
}

describe('[R2-6] private comments on every listing', () => {
  it('[R2-6] a MANAGE_USERS holder does not see a moderator\'s private note or a report conversation in "content of a member"', async () => {
    const f = await fixture();
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    for (const slug of [f.moderator.slug, f.reporter.slug]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/users/${slug}/content?type=comment`,
        headers: manager,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('sock puppet');
      expect(res.body).not.toContain('phone is 555');
    }
    // A comment moderator still sees the note there (the list is scoped, not emptied).
    const commentModerator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS', 'MANAGE_USERS'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${f.moderator.slug}/content?type=comment`,
      headers: commentModerator,
    });
    expect(res.body).toContain('sock puppet');
  });

  it(
    '[R2-6] no GET route shows private notes or report conversations to a member, a MANAGE_USERS holder or a moderator of another kind',
    { timeout: 300_000 },
    async () => {
      const f = await fixture();
      const actors: Record<string, { authorization: string } | undefined> = {
        anonymous: undefined,
        member: await signIn(t, await buildUser(t)),
        'MANAGE_USERS holder': await signIn(t, await buildUserWith(t, 'MANAGE_USERS')),
        'tutorial moderator': await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS', 'MANAGE_QUESTIONS')),
      };
      for (const [name, headers] of Object.entries(actors)) {
        expect(await leaks(headers, f), `${name} read private comments through`).toEqual([]);
      }
      // The walk can find them: the comment moderator reads the note through the thread.
      const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
      const thread = await t.app.inject({
        method: 'GET',
        url: `/v1/comments/question/${f.questionId}`,
        headers: moderator,
      });
      expect(thread.body).toContain('sock puppet');
    },
  );
});

/**
 * Files that read the comments table for output without the comment scope, each with why that is safe. A new
 * query of the table elsewhere must use `commentScope` or `commentTypeScope` (platform/policies/comment-scope.ts) or be
 * added here with its reason.
 */
const UNSCOPED_COMMENT_READS: Record<string, string> = {
  'platform/policies/comment-scope.ts': 'the scope itself',
  'resources/comments/service.ts':
    'every read of a comment for a reader uses commentScope; the others lock a row to write it',
  'resources/account/account-export-service.ts': "the member's own rows, exported to that member",
  'resources/analytics/service.ts': 'a count of published answers (a public type) for administrators',
  'resources/questions/service.ts':
    'checks that an accepted answer is a published answer of the question; returns no row',
  'platform/services/counters.ts': 'counts of published public types (comment, answer) only',
  'resources/users/contributions-service.ts':
    'public contributions: published rows of the public types (comment, answer) under public roots, written out',
  'resources/moderation/service.ts':
    'the held-content queue and moderation writes, for comment moderators (who see every type)',
  'platform/events/subscribers/cache.ts':
    'which thread roots a write expires from the caches; returns no comment to anyone',
  'platform/services/subscriptions.ts':
    'labels of subscribed objects; subscribing to a comment goes through the scope',
  'resources/users/user-admin-service.ts':
    'ids of reported comments only; the listing and the counts use commentScope',
  'db/schema/comments.ts': 'the table definition',
  'db/schema/index.ts': 'the schema index',
  'db/schema/questions.ts': 'a foreign key to comments',
  'db/rows.ts': 'row types',
  'platform/events/catalog.ts': 'event payload types',
  'resources/comments/presenter.ts': 'presents rows already read through the scope',
  'platform/events/subscribers/webhooks.ts':
    'a comment just written or approved, sent only when published, of a public type, under a published root',
  'platform/live/publish.ts':
    'counts of held comments for moderators, and the id of a newly published public comment on a question',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('[R2-6] every read of the comments table goes through the comment scope', () => {
  it('[R2-6] no source file selects from comments without commentScope, outside the reasoned list', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
    const reads = /from\s+comments\b|\.from\(comments\)|\$\{comments\}|join\(comments\b|Join\(comments\b/;
    const offenders = sourceFiles(root)
      .map((path) => relative(root, path).split('\\').join('/'))
      .filter((file) => !file.startsWith('commands/seed/'))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        const scoped = text.includes('commentScope(') || text.includes('commentTypeScope(');
        return reads.test(text) && !scoped && !(file in UNSCOPED_COMMENT_READS);
      });
    expect(offenders, 'read comments through commentScope, or add the file with a reason').toEqual([]);
  });
});
