// A member's contributions: pages in order across kinds, and a bounded total for a member with very many; the
// stored counts behind the stats and the total stay equal to a count of the rows.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, questions, tutorials, users } from '../../db/schema/index.js';
import { queryRows } from '../../platform/lib/sql.js';
import { useTestApp } from '../../test/app.js';
import { expectUserCountsRight } from '../../test/user-counts.js';
import { actorFor, buildComment, buildQuestion, buildTutorial, buildUser } from '../../test/factories.js';
import { CONTRIBUTIONS_COUNT_CAP } from './contributions-service.js';
import { moderate } from '../moderation/index.js';
import { addUpvote, removeUpvote } from '../upvotes/index.js';

const t = useTestApp();

type Item = { type: string; id: number; created_at: string };
const contributionsOf = async (slug: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/content/v1/users/${slug}/contributions${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: Item[];
    meta: {
      pagination: { page: { current: number; count: number }; total: number };
      total_estimated: boolean;
    };
  };
};

describe('contributions', () => {
  it('excerpts are the plain text of what was written, cut at a word (issue #30, item 8: "profiles show raw markdown")', async () => {
    const member = await buildUser(t);
    const question = await buildQuestion(t, {
      author: member,
      body: '## Setup\n\nI installed **nginx** with `apt install nginx` and [followed the guide](https://example.com/guide), but the default page never loads on port 80 even though the service says it is running and listening on every address of the server I created yesterday afternoon.',
    });
    await buildComment(
      t,
      { type: 'question', id: question.id },
      { author: member, body: 'Try `sudo ufw allow 80` and *reload*.' },
    );
    const { data } = await contributionsOf(member.slug);
    const excerpts = (data as unknown as { type: string; excerpt: string }[]).map((item) => [
      item.type,
      item.excerpt,
    ]);
    const questionExcerpt = excerpts.find(([type]) => type === 'question')![1]!;
    expect(
      questionExcerpt.startsWith(
        'Setup I installed nginx with apt install nginx and followed the guide, but',
      ),
    ).toBe(true);
    expect(questionExcerpt).not.toMatch(/[#*`\[\]<>]/);
    expect(questionExcerpt.length).toBeLessThanOrEqual(200);
    expect(questionExcerpt.endsWith('…')).toBe(true);
    // Whole words: the text before the ellipsis is a prefix of the body's words, ending at a word's end.
    expect(questionExcerpt.slice(0, -1)).toMatch(/\w$/);
    expect(excerpts.find(([type]) => type === 'comment')![1]).toBe('Try sudo ufw allow 80 and reload.');
  });

  it('pages through every kind in date order, newest or oldest first', async () => {
    const member = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    await buildTutorial(t, { author: member });
    const question = await buildQuestion(t, { author: member });
    for (let n = 0; n < 5; n++)
      await buildComment(t, { type: 'question', id: question.id }, { author: member });
    await buildComment(t, { type: 'question', id: question.id }, { author: member, type: 'answer' });
    // Spread the dates so every kind lands on both pages.
    await t.db.execute(
      sql`update comments set created_at = now() - (id % 7 || ' hours')::interval where author_id = ${member.id}`,
    );
    const all: Item[] = [];
    for (const page of [1, 2]) {
      const { data, meta } = await contributionsOf(member.slug, `?page=${page}`);
      expect(meta.pagination.total).toBe(8);
      expect(meta.pagination.page.count).toBe(2);
      expect(meta.total_estimated).toBe(false);
      all.push(...data);
    }
    expect(all).toHaveLength(8);
    // A page past the end lists nothing and still says how many there are (its total is counted on its own).
    const past = await contributionsOf(member.slug, '?page=9');
    expect(past.data).toEqual([]);
    expect(past.meta.pagination.total).toBe(8);
    const pastOfKind = await contributionsOf(member.slug, '?page=9&type=comment');
    expect(pastOfKind.data).toEqual([]);
    expect(pastOfKind.meta.pagination.total).toBe(5);
    const times = all.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((item) => item.type))).toEqual(
      new Set(['tutorial', 'question', 'comment', 'answer']),
    );
    const oldest = await contributionsOf(member.slug, '?sort_by=oldest');
    expect(oldest.data.map((item) => item.id)).toEqual(
      [...all]
        .reverse()
        .slice(0, 6)
        .map((item) => item.id),
    );
  });

  it('filters by kind, by a search in the title or text and by language, each with the total of what it lists', async () => {
    const member = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const nginx = await buildTutorial(t, { author: member, title: 'Set up Nginx as a reverse proxy' });
    const spanish = await buildTutorial(t, { author: member, title: 'Instalar Nginx', language: 'es' });
    const question = await buildQuestion(t, { author: member, title: 'Why is my disk full?' });
    const answer = await buildComment(
      t,
      { type: 'question', id: question.id },
      { author: member, type: 'answer', body: 'Rotate the nginx logs.' },
    );
    const comment = await buildComment(t, { type: 'question', id: question.id }, { author: member });
    const listed = async (query: string) => {
      const { data, meta } = await contributionsOf(member.slug, query);
      expect(meta.pagination.total).toBe(data.length);
      return data.map((item) => `${item.type} ${item.id}`).sort();
    };
    expect(await listed('?type=answer')).toEqual([`answer ${answer.id}`]);
    expect(await listed('?type=comment')).toEqual([`comment ${comment.id}`]);
    expect(await listed('?type=tutorial&sort_by=oldest')).toEqual(
      [`tutorial ${nginx.id}`, `tutorial ${spanish.id}`].sort(),
    );
    expect(await listed('?query=nginx')).toEqual(
      [`answer ${answer.id}`, `tutorial ${nginx.id}`, `tutorial ${spanish.id}`].sort(),
    );
    expect(await listed('?query=nginx&language=es')).toEqual([`tutorial ${spanish.id}`]);
    expect(await listed('?language=es')).toEqual([`tutorial ${spanish.id}`]);
    // The same shape again with other values: a search that matches nothing, another member.
    expect(await listed('?query=kubernetes')).toEqual([]);
    const other = await buildUser(t);
    expect((await contributionsOf(other.slug, '?query=nginx')).data).toEqual([]);
  });

  it(`counts up to ${CONTRIBUTIONS_COUNT_CAP} and says the total is estimated past that`, async () => {
    const member = await buildUser(t);
    const question = await buildQuestion(t);
    const first = await buildComment(t, { type: 'question', id: question.id }, { author: member });
    await t.db.execute(
      sql`insert into comments (type, parent_type, parent_id, root_type, root_id, author_id, state, body_markdown, body_html, renderer_version, created_at)
          select 'comment', 'question', ${question.id}, 'question', ${question.id}, ${member.id}, 'published', body_markdown, body_html, renderer_version, created_at - (n || ' minutes')::interval
          from comments, generate_series(1, ${CONTRIBUTIONS_COUNT_CAP + 4}) n where id = ${first.id}`,
    );
    const { data, meta } = await contributionsOf(member.slug);
    expect(meta.total_estimated).toBe(true);
    expect(meta.pagination.total).toBe(CONTRIBUTIONS_COUNT_CAP);
    expect(meta.pagination.page.count).toBe(Math.ceil(CONTRIBUTIONS_COUNT_CAP / 6));
    expect(data[0]!.id).toBe(first.id);
    // A page past the counted ones still reads (the list itself is not cut).
    const far = await contributionsOf(member.slug, `?page=${Math.ceil(CONTRIBUTIONS_COUNT_CAP / 6) + 1}`);
    expect(far.data).toHaveLength(3);
  });
});

describe('stored counts (stats and the list total)', () => {
  it('stay right through writes, state changes, moderation, accepted answers, upvotes and deletions', async () => {
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const answerer = await buildUser(t);
    const commenter = await buildUser(t);
    const moderator = await buildUser(t, { permissions: ['MANAGE_QUESTIONS', 'MANAGE_COMMENTS'] });
    const members = [author, answerer, commenter];
    const english = await buildTutorial(t, { author });
    const french = await buildTutorial(t, { author, language: 'fr' });
    await buildTutorial(t, { author, state: 'draft' });
    const question = await buildQuestion(t, { author });
    const other = await buildQuestion(t, { author: commenter });
    const answer = await buildComment(
      t,
      { type: 'question', id: question.id },
      { author: answerer, type: 'answer' },
    );
    const second = await buildComment(
      t,
      { type: 'question', id: other.id },
      { author: answerer, type: 'answer' },
    );
    const onTutorial = await buildComment(t, { type: 'tutorial', id: french.id }, { author: commenter });
    await buildComment(t, { type: 'comment', id: onTutorial.id }, { author: answerer });
    const onQuestion = await buildComment(t, { type: 'question', id: question.id }, { author: commenter });
    await expectUserCountsRight(t, members);

    // Accepted answers, upvotes on each kind, and an item counted again when it changes language.
    await t.db.update(questions).set({ acceptedAnswerId: answer.id }).where(eq(questions.id, question.id));
    await t.db.update(questions).set({ acceptedAnswerId: second.id }).where(eq(questions.id, other.id));
    await addUpvote(t.db, commenter.id, 'tutorial', english.id);
    await addUpvote(t.db, commenter.id, 'question', question.id);
    await addUpvote(t.db, author.id, 'comment', answer.id);
    await addUpvote(t.db, author.id, 'comment', onQuestion.id);
    await t.db.update(questions).set({ language: 'fr' }).where(eq(questions.id, other.id));
    await expectUserCountsRight(t, members);

    // A thread that leaves the lists takes its comments' answers and contributions with it, and comes back.
    await t.db.update(questions).set({ state: 'trashed' }).where(eq(questions.id, question.id));
    await t.db.update(tutorials).set({ state: 'draft' }).where(eq(tutorials.id, french.id));
    await t.db.update(tutorials).set({ state: 'deprecated' }).where(eq(tutorials.id, english.id));
    await expectUserCountsRight(t, members);
    await t.db.update(questions).set({ state: 'unlisted' }).where(eq(questions.id, question.id));
    await t.db.update(tutorials).set({ state: 'unlisted' }).where(eq(tutorials.id, french.id));
    await expectUserCountsRight(t, members);
    await t.db.update(questions).set({ state: 'published' }).where(eq(questions.id, question.id));
    await expectUserCountsRight(t, members);

    // Moderation: held, marked as spam, approved.
    const modActor = await actorFor(t, moderator);
    await moderate(t.db, modActor, 'comment', answer.id, 'spam');
    await moderate(t.db, modActor, 'question', other.id, 'spam');
    await expectUserCountsRight(t, members);
    await moderate(t.db, modActor, 'comment', answer.id, 'approve');
    await moderate(t.db, modActor, 'question', other.id, 'approve');
    await t.db.update(comments).set({ state: 'under_review' }).where(eq(comments.id, onQuestion.id));
    await expectUserCountsRight(t, members);

    // Deletions: an upvote, an accepted answer, a question with its thread, a tutorial, a member.
    await removeUpvote(t.db, commenter.id, 'question', question.id);
    await t.db.delete(comments).where(eq(comments.id, second.id));
    await expectUserCountsRight(t, members);
    await t.db.delete(questions).where(eq(questions.id, question.id));
    await expectUserCountsRight(t, members);
    await t.db
      .delete(comments)
      .where(and(eq(comments.rootType, 'question'), eq(comments.rootId, question.id)));
    await t.db.delete(tutorials).where(eq(tutorials.id, french.id));
    await expectUserCountsRight(t, members);
    await t.db.delete(users).where(eq(users.id, commenter.id));
    await expectUserCountsRight(t, [author, answerer]);
    const [orphans] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from user_counts where user_id = ${commenter.id}`,
    );
    expect(orphans!.n).toBe(0);
  });

  it('count what a set-based write adds in one statement', async () => {
    const member = await buildUser(t);
    const question = await buildQuestion(t);
    const first = await buildComment(
      t,
      { type: 'question', id: question.id },
      { author: member, type: 'answer' },
    );
    await t.db.execute(
      sql`insert into comments (type, parent_type, parent_id, root_type, root_id, author_id, state, body_markdown, body_html, renderer_version, upvotes_count, created_at)
          select case when n % 2 = 0 then 'answer' else 'comment' end, 'question', ${question.id}, 'question', ${question.id}, ${member.id},
                 case when n % 5 = 0 then 'spam' else 'published' end, body_markdown, body_html, renderer_version, n % 3, created_at
          from comments, generate_series(1, 40) n where id = ${first.id}`,
    );
    await t.db.execute(
      sql`update comments set upvotes_count = upvotes_count + 1 where author_id = ${member.id}`,
    );
    await expectUserCountsRight(t, [member]);
  });
});
