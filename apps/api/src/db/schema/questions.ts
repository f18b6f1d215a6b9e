// Questions and their tags; answers and comments live in comments.ts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as col from './columns.js';
import { tags } from './tags.js';
import { tutorials } from './tutorials.js';
import { users } from './users.js';

export const questions = pgTable(
  'questions',
  {
    id: col.id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    state: text('state').notNull().default('published'),
    language: text('language').notNull().default('en'),
    authorId: col.setNullRef('author_id', () => users.id),
    /** Set when the question was asked from a tutorial page (content API `questions/tutorial/{id}`). */
    tutorialId: col.setNullRef('tutorial_id', () => tutorials.id),
    acceptedAnswerId: integer('accepted_answer_id'),
    ...col.bodyColumns(),
    ...col.counterColumns(),
    answersCount: integer('answers_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    ...col.searchColumns(),
    publishedAt: col.tstz('published_at'),
    lastActivityAt: col.tstz('last_activity_at').notNull().defaultNow(),
    createdIp: text('created_ip'),
    ...col.timestamps(),
  },
  (t) => [
    uniqueIndex('questions_slug_key').on(t.slug),
    index('questions_state_created_idx').on(t.state, t.createdAt),
    index('questions_author_idx').on(t.authorId, t.createdAt),
    // A search in one language walks that language's newest rows (migration 0032).
    index('questions_language_created_idx').on(
      t.language,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The public list's other sorts read a page from an index too (issue #15: 20k questions): recent activity,
    // votes, and the unanswered ones (the community page's "unanswered" box), newest first.
    index('questions_state_activity_idx').on(
      t.state,
      t.lastActivityAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('questions_state_votes_idx').on(
      t.state,
      t.upvotesCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('questions_unanswered_idx')
      .on(t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.answersCount} = 0`),
    // A member's counts (profile stats) read from the index alone; their accepted answers are found from their answers.
    index('questions_author_state_idx').on(t.authorId, t.state, t.language, t.upvotesCount),
    index('questions_accepted_answer_idx')
      .on(t.acceptedAnswerId)
      .where(sql`${t.acceptedAnswerId} is not null`),
    index('questions_tutorial_idx').on(t.tutorialId),
    index('questions_search_idx').using('gin', t.searchVector),
    // Each other language's rows, searched on their own (migration 0032).
    ...col.searchLanguageIndexes('questions', t.searchVector, t.language),
    index('questions_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const questionTags = pgTable(
  'question_tags',
  {
    questionId: col.cascadeRef('question_id', () => questions.id),
    tagId: col.cascadeRef('tag_id', () => tags.id),
    // The question's sort key is created_at and it is listed when published.
    ...col.listedLinkColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.tagId] }),
    index('question_tags_tag_idx').on(t.tagId),
    index('question_tags_listed_idx')
      .on(t.tagId, t.listedAt.desc().nullsFirst(), t.questionId.desc().nullsFirst())
      .where(sql`${t.listed}`),
  ],
);
