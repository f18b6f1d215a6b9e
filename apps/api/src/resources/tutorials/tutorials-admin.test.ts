// The admin tutorial list's API (issue #11, community-app §2 "Tutorials: VIEW_TUTORIALS or MANAGE_TUTORIALS"): every
// state for those who see all tutorials, the date filter, the per-state counts and the bulk state change, each
// through the gate and the status-transition table of @reef/core.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, tutorials } from '../../db/schema/index.js';
import { bulkSetTutorialState } from './service.js';
import { useTestApp } from '../../test/app.js';
import { actorFor, buildTag, buildTutorial, buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Listed = { data: { id: number; state: string }[]; meta: { pagination: { total: number } } };
type Counts = { data: { state: string; count: number }[]; total: number };

async function get<T>(url: string, headers?: { authorization: string }) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T };
}

/** One author's tutorials, one in each state. */
async function oneOfEachState() {
  const author = await buildUserWith(t, 'CREATE_TUTORIALS');
  const tag = await buildTag(t);
  const rows = [];
  for (const state of ['draft', 'published', 'trashed', 'deprecated', 'unlisted'] as const)
    rows.push(await buildTutorial(t, { author, state, tags: [tag.slug] }));
  return { author, tag, rows, byState: Object.fromEntries(rows.map((r) => [r.state, r])) };
}

describe('GET /v1/tutorials for the admin list: "VIEW_TUTORIALS: See all tutorials regardless of state"', () => {
  it('a VIEW_TUTORIALS reader lists every state, a member only public and own ones', async () => {
    const { author, rows } = await oneOfEachState();
    const viewer = await signIn(t, await buildUserWith(t, 'VIEW_TUTORIALS'));
    const listed = await get<Listed>(`/v1/tutorials?author=${author.slug}&limit=50`, viewer);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());

    const member = await signIn(t, await buildUser(t));
    const seen = await get<Listed>(`/v1/tutorials?author=${author.slug}&limit=50`, member);
    expect(seen.body.data.map((r) => r.state).sort()).toEqual(['deprecated', 'published']);
  });

  it('filters by a date range on the chosen date (created, updated or published), days inclusive', async () => {
    const author = await buildUserWith(t, 'CREATE_TUTORIALS');
    const old = await buildTutorial(t, { author });
    const recent = await buildTutorial(t, { author });
    await t.db
      .update(tutorials)
      .set({ createdAt: new Date('2024-03-10T12:00:00Z'), updatedAt: new Date('2026-01-05T08:00:00Z') })
      .where(eq(tutorials.id, old.id));
    const editor = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    const ids = async (query: string) =>
      (await get<Listed>(`/v1/tutorials?author=${author.slug}&${query}`, editor)).body.data.map((r) => r.id);

    expect(await ids('since=2024-03-10&until=2024-03-10')).toEqual([old.id]);
    expect(await ids('until=2024-03-09')).toEqual([]);
    expect(await ids('since=2025-01-01')).toEqual([recent.id]);
    expect(await ids('date_field=updated_at&since=2026-01-05&until=2026-01-05')).toEqual([old.id]);
    expect(await ids('since=2024-03-10T12:00:01Z&until=2024-03-11')).toEqual([]);
  });

  it('a date that is not a date is a 400 naming the field, never a 500', async () => {
    const editor = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/tutorials?since=last-tuesday',
      headers: editor,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('since');
  });

  it('the public content API is unchanged: it takes none of the admin filters', async () => {
    const author = await buildUserWith(t, 'CREATE_TUTORIALS');
    const tutorial = await buildTutorial(t, { author });
    const res = await get<Listed>(`/content/v1/tutorials?author=${author.slug}&since=2099-01-01`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id)).toEqual([tutorial.id]);
  });
});

describe('GET /v1/tutorials/state_counts', () => {
  it('counts each state the actor may see under the same filters as the list, zeros included', async () => {
    const { author, tag } = await oneOfEachState();
    await buildTutorial(t, { author, state: 'draft' });
    const viewer = await signIn(t, await buildUserWith(t, 'VIEW_TUTORIALS'));
    const counts = await get<Counts>(`/v1/tutorials/state_counts?author=${author.slug}`, viewer);
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({
      data: [
        { state: 'draft', count: 2 },
        { state: 'published', count: 1 },
        { state: 'trashed', count: 1 },
        { state: 'deprecated', count: 1 },
        { state: 'unlisted', count: 1 },
      ],
      total: 6,
    });
    const byTag = await get<Counts>(`/v1/tutorials/state_counts?tag=${tag.slug}`, viewer);
    expect(byTag.body.total).toBe(5);

    const anonymous = await get<Counts>(`/v1/tutorials/state_counts?author=${author.slug}`);
    expect(anonymous.body.data.filter((row) => row.count > 0)).toEqual([
      { state: 'published', count: 1 },
      { state: 'deprecated', count: 1 },
    ]);
  });

  it('the author counts their own drafts too', async () => {
    const { author } = await oneOfEachState();
    const own = await get<Counts>(
      `/v1/tutorials/state_counts?author=${author.slug}`,
      await signIn(t, author),
    );
    expect(own.body.data.find((row) => row.state === 'draft')?.count).toBe(1);
    // Trashed is hidden from its owner (OWNER_HIDDEN_STATUSES).
    expect(own.body.data.find((row) => row.state === 'trashed')?.count).toBe(0);
  });
});

describe('POST /v1/tutorials/bulk_state', () => {
  const bulk = (headers: { authorization: string } | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/v1/tutorials/bulk_state', headers, payload: payload as object });

  it('a MANAGE_TUTORIALS editor moves several tutorials at once; each move is audited and revalidated', async () => {
    const { byState } = await oneOfEachState();
    const editorRow = await buildUserWith(t, 'MANAGE_TUTORIALS');
    const ids = [byState.draft!.id, byState.published!.id, byState.trashed!.id];
    t.revalidations.length = 0;
    const res = await bulk(await signIn(t, editorRow), {
      tutorial_ids: [...ids, 999_999],
      state: 'published',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: byState.draft!.id, outcome: 'moved', state: 'published' },
        { id: byState.published!.id, outcome: 'unchanged', state: 'published' },
        { id: byState.trashed!.id, outcome: 'moved', state: 'published' },
        { id: 999_999, outcome: 'not_found', message: 'Tutorial not found' },
      ],
      moved: 2,
    });
    const states = await t.db.select({ id: tutorials.id, state: tutorials.state }).from(tutorials);
    expect(states.filter((r) => ids.includes(r.id)).every((r) => r.state === 'published')).toBe(true);
    const audited = await t.db
      .select({ subjectId: auditLog.subjectId, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tutorial.moderate'), eq(auditLog.actorId, editorRow.id)));
    expect(audited.map((a) => a.summary).sort()).toEqual(['draft → published', 'trashed → published']);
    const tags = t.revalidations.flatMap((r) => r.tags);
    expect(tags).toContain(`tutorial:${byState.draft!.slug}`);
    expect(tags).toContain(`tutorial:${byState.trashed!.slug}`);
  });

  it('VIEW_TUTORIALS is read-only: 403 and nothing moves; a member 403; a visitor 401', async () => {
    const { byState } = await oneOfEachState();
    const body = { tutorial_ids: [byState.draft!.id], state: 'published' };
    expect((await bulk(await signIn(t, await buildUserWith(t, 'VIEW_TUTORIALS')), body)).statusCode).toBe(
      403,
    );
    expect((await bulk(await signIn(t, await buildUserWith(t, 'CREATE_TUTORIALS')), body)).statusCode).toBe(
      403,
    );
    expect((await bulk(undefined, body)).statusCode).toBe(401);
    const [row] = await t.db.select().from(tutorials).where(eq(tutorials.id, byState.draft!.id));
    expect(row!.state).toBe('draft');
  });

  it('bad bodies are 400s naming the field', async () => {
    const editor = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    for (const [payload, field] of [
      [{ tutorial_ids: [], state: 'published' }, 'tutorial_ids'],
      [{ tutorial_ids: [1], state: 'archived' }, 'state'],
      [{ tutorial_ids: Array.from({ length: 101 }, (_, i) => i + 1), state: 'draft' }, 'tutorial_ids'],
    ] as const) {
      const res = await bulk(editor, payload);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });

  it('each move is checked by the transition table itself: an author without MANAGE_TUTORIALS is refused per tutorial', async () => {
    const author = await buildUserWith(t, 'CREATE_TUTORIALS');
    const draft = await buildTutorial(t, { author, state: 'draft' });
    const results = await bulkSetTutorialState(t.db, await actorFor(t, author), [draft.id], 'published');
    expect(results).toEqual([
      {
        id: draft.id,
        outcome: 'refused',
        state: 'draft',
        message: expect.stringMatching(/MANAGE_TUTORIALS/),
      },
    ]);
  });
});
