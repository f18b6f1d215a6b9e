// A member's feed (issue #32): the published questions and tutorials of what they follow — the tags they carry, the
// people who wrote them, the series they belong to — less what they muted and their own; newest first, or the
// week's most upvoted. One statement (a union of both kinds) pages and counts it; the digest reads its newest.
import type { FeedSort, FollowTargetType } from '@reef/core';
import { and, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  follows,
  questionTags,
  questions,
  tutorialSeriesItems,
  tutorialTags,
  tutorials,
} from '../../db/schema/index.js';
import { paginationMeta, toPage } from '../../platform/lib/pagination.js';
import { kindScope, questionKind, tutorialKind } from '../../platform/services/content-kinds.js';
import { notMutedBy } from '../../db/mutes.js';
import {
  loadAuthors,
  loadTags,
  type AuthorRow,
  type TagSummaryRow,
} from '../../platform/services/relations.js';
import { labelTargets, type FollowTarget } from './service.js';

/** The week "top this week" looks back over. */
const WEEK_MS = 7 * 86_400_000;

export type FeedRow = {
  type: 'question' | 'tutorial';
  id: number;
  slug: string;
  title: string;
  authorId: number | null;
  upvotesCount: number;
  answersCount: number | null;
  publishedAt: Date;
  reasons: { targetType: FollowTargetType; targetId: number }[];
};

export type FeedPage = {
  rows: FeedRow[];
  authors: Map<number, AuthorRow>;
  /** Tags keyed `type:id`. */
  tags: Map<string, TagSummaryRow[]>;
  targets: Map<string, FollowTarget>;
};

/** The ids the member follows of one target type (SQL). */
const followed = (db: Executor, userId: number, type: FollowTargetType) =>
  db
    .select({ id: follows.targetId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.mode, 'follow'), eq(follows.targetType, type)));

function feedQuery(db: Executor, userId: number, sort: FeedSort, since: Date | null) {
  const questionDate = sql`coalesce(${questions.publishedAt}, ${questions.createdAt})`;
  const tutorialDate = sql`coalesce(${tutorials.publishedAt}, ${tutorials.createdAt})`;
  const after = sort === 'top_week' ? new Date(Date.now() - WEEK_MS) : since;
  const byTag = (link: typeof questionKind.tags | typeof tutorialKind.tags, id: PgColumn) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(link.table)
        .where(and(eq(link.subjectId, id), inArray(link.tagId, followed(db, userId, 'tag')))),
    );
  const mine = (authorId: typeof questions.authorId | typeof tutorials.authorId) =>
    or(sql`${authorId} is null`, ne(authorId, userId));
  const questionRows = db
    .select({
      type: sql<'question' | 'tutorial'>`'question'`.as('type'),
      id: questions.id,
      slug: questions.slug,
      title: questions.title,
      authorId: questions.authorId,
      upvotesCount: questions.upvotesCount,
      answersCount: sql<number | null>`${questions.answersCount}`.as('answers_count'),
      publishedAt: sql<Date>`${questionDate}`.as('published_at'),
    })
    .from(questions)
    .where(
      and(
        kindScope(questionKind, null, { listing: true }),
        mine(questions.authorId),
        or(inArray(questions.authorId, followed(db, userId, 'user')), byTag(questionKind.tags, questions.id)),
        notMutedBy(userId, questions.authorId, (tagId) =>
          exists(
            db
              .select({ one: sql`1` })
              .from(questionTags)
              .where(and(eq(questionTags.questionId, questions.id), sql`${questionTags.tagId} = ${tagId}`)),
          ),
        ),
        after ? sql`${questionDate} > ${after.toISOString()}` : undefined,
      ),
    );
  const tutorialRows = db
    .select({
      type: sql<'question' | 'tutorial'>`'tutorial'`.as('type'),
      id: tutorials.id,
      slug: tutorials.slug,
      title: tutorials.title,
      authorId: tutorials.authorId,
      upvotesCount: tutorials.upvotesCount,
      answersCount: sql<number | null>`null::int`.as('answers_count'),
      publishedAt: sql<Date>`${tutorialDate}`.as('published_at'),
    })
    .from(tutorials)
    .where(
      and(
        kindScope(tutorialKind, null, { listing: true }),
        mine(tutorials.authorId),
        or(
          inArray(tutorials.authorId, followed(db, userId, 'user')),
          byTag(tutorialKind.tags, tutorials.id),
          exists(
            db
              .select({ one: sql`1` })
              .from(tutorialSeriesItems)
              .where(
                and(
                  eq(tutorialSeriesItems.tutorialId, tutorials.id),
                  inArray(tutorialSeriesItems.seriesId, followed(db, userId, 'tutorial_series')),
                ),
              ),
          ),
        ),
        notMutedBy(userId, tutorials.authorId, (tagId) =>
          exists(
            db
              .select({ one: sql`1` })
              .from(tutorialTags)
              .where(and(eq(tutorialTags.tutorialId, tutorials.id), sql`${tutorialTags.tagId} = ${tagId}`)),
          ),
        ),
        after ? sql`${tutorialDate} > ${after.toISOString()}` : undefined,
      ),
    );
  return questionRows.unionAll(tutorialRows);
}

/** Why each row is in the feed: the followed author, tags and series it matched. */
async function reasonsOf(db: Executor, userId: number, rows: Omit<FeedRow, 'reasons'>[]) {
  const mine = await db
    .select({ type: follows.targetType, id: follows.targetId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.mode, 'follow')));
  const has = new Set(mine.map((f) => `${f.type}:${f.id}`));
  const ids = (type: FeedRow['type']) => rows.filter((r) => r.type === type).map((r) => r.id);
  const [qTags, tTags, series] = await Promise.all([
    ids('question').length > 0
      ? db
          .select({ id: questionTags.questionId, tagId: questionTags.tagId })
          .from(questionTags)
          .where(inArray(questionTags.questionId, ids('question')))
      : [],
    ids('tutorial').length > 0
      ? db
          .select({ id: tutorialTags.tutorialId, tagId: tutorialTags.tagId })
          .from(tutorialTags)
          .where(inArray(tutorialTags.tutorialId, ids('tutorial')))
      : [],
    ids('tutorial').length > 0
      ? db
          .select({ id: tutorialSeriesItems.tutorialId, seriesId: tutorialSeriesItems.seriesId })
          .from(tutorialSeriesItems)
          .where(inArray(tutorialSeriesItems.tutorialId, ids('tutorial')))
      : [],
  ]);
  return rows.map((r): FeedRow => {
    const candidates: FeedRow['reasons'] = [
      ...(r.authorId !== null ? [{ targetType: 'user' as const, targetId: r.authorId }] : []),
      ...(r.type === 'question' ? qTags : tTags)
        .filter((l) => l.id === r.id)
        .map((l) => ({ targetType: 'tag' as const, targetId: l.tagId })),
      ...(r.type === 'tutorial' ? series : [])
        .filter((l) => l.id === r.id)
        .map((l) => ({ targetType: 'tutorial_series' as const, targetId: l.seriesId })),
    ];
    return { ...r, reasons: candidates.filter((c) => has.has(`${c.targetType}:${c.targetId}`)) };
  });
}

/** The rows with their authors, tags and reasons. */
async function bundleFeed(db: Executor, userId: number, raw: Omit<FeedRow, 'reasons'>[]): Promise<FeedPage> {
  const rows = (await reasonsOf(db, userId, raw)).map((r) => ({
    ...r,
    publishedAt: new Date(r.publishedAt),
  }));
  const [authors, qTags, tTags] = await Promise.all([
    loadAuthors(
      db,
      rows.map((r) => r.authorId),
    ),
    loadTags(
      db,
      'question',
      rows.filter((r) => r.type === 'question').map((r) => r.id),
    ),
    loadTags(
      db,
      'tutorial',
      rows.filter((r) => r.type === 'tutorial').map((r) => r.id),
    ),
  ]);
  const tags = new Map<string, TagSummaryRow[]>();
  for (const [id, list] of qTags) tags.set(`question:${id}`, list);
  for (const [id, list] of tTags) tags.set(`tutorial:${id}`, list);
  const targets = await labelTargets(
    db,
    rows.flatMap((r) => r.reasons),
  );
  return { rows, authors, tags, targets };
}

const ORDER: Record<FeedSort, SQL[]> = {
  newest: [sql`published_at desc`, sql`type desc`, sql`id desc`],
  top_week: [sql`upvotes_count desc`, sql`published_at desc`, sql`type desc`, sql`id desc`],
};

/** One page of the member's feed and its pagination block. */
export async function readFeed(
  db: Executor,
  userId: number,
  q: { sort: FeedSort; page: number; limit: number },
) {
  const page = toPage(q.page, q.limit);
  const union = feedQuery(db, userId, q.sort, null);
  const [raw, [total]] = await Promise.all([
    feedQuery(db, userId, q.sort, null)
      .orderBy(...ORDER[q.sort])
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(union.as('feed')),
  ]);
  return { feed: await bundleFeed(db, userId, raw), meta: paginationMeta(page, total?.n ?? 0) };
}

/** The newest items of the member's feed published after `since` (the digest's "From what you follow"). */
export async function feedSince(db: Executor, userId: number, since: Date, limit: number): Promise<FeedPage> {
  const raw = await feedQuery(db, userId, 'newest', since)
    .orderBy(...ORDER.newest)
    .limit(limit);
  return bundleFeed(db, userId, raw);
}
