// Comments of every type: comment, answer, private_comment, private_note (spec: content-and-presentation §3).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bodyColumns, id, setNullRef, timestamps, tsvector } from './columns.js';
import { users } from './users.js';

export const comments = pgTable(
  'comments',
  {
    id: id(),
    /** comment, answer, private_comment or private_note. */
    type: text('type').notNull().default('comment'),
    /** The object commented on: tutorial, question, tool, comment or user_report. */
    parentType: text('parent_type').notNull(),
    parentId: integer('parent_id').notNull(),
    /** The top-level object of the thread (a reply's question or tutorial), for lists and notifications. */
    rootType: text('root_type').notNull(),
    rootId: integer('root_id').notNull(),
    /** The top-level comment of a reply chain (null for top-level comments), so a page loads whole threads. */
    threadId: integer('thread_id'),
    authorId: setNullRef('author_id', () => users.id),
    state: text('state').notNull().default('published'),
    isFeatured: boolean('is_featured').notNull().default(false),
    ...bodyColumns(),
    upvotesCount: integer('upvotes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    searchVector: tsvector('search_vector'),
    createdIp: text('created_ip'),
    ...timestamps(),
  },
  (t) => [
    index('comments_parent_idx').on(t.parentType, t.parentId, t.state, t.createdAt),
    index('comments_root_idx').on(t.rootType, t.rootId, t.state),
    index('comments_thread_idx').on(t.threadId, t.createdAt),
    index('comments_author_idx').on(t.authorId, t.createdAt),
    // A member's counts (profile stats: answers, comments, upvotes received) read from the index alone, however
    // many comments they wrote (issue #15: thousands for a prolific member).
    index('comments_author_state_idx').on(t.authorId, t.state, t.type, t.rootType, t.rootId, t.upvotesCount),
    index('comments_state_created_idx').on(t.state, t.createdAt),
    // A thread's top level (a question's answers or comments, a tutorial's comments) with every column its page
    // orders and counts by: the page reads the index alone, not the rows of the other type under the same parent
    // (issue #15: a question with 100 answers and 100 comments read 200 rows to order 100).
    index('comments_top_level_idx')
      .on(t.parentType, t.parentId, t.type, t.state, t.isFeatured, t.upvotesCount, t.createdAt, t.id)
      .where(sql`${t.threadId} is null`),
    index('comments_featured_idx')
      .on(t.parentType, t.parentId)
      .where(sql`${t.isFeatured}`),
  ],
);
