// Suggested edits (issue #32): a member proposes a new text for a tutorial or an answer; its author or a moderator
// accepts it (a new revision, the suggester credited), edits it before accepting, or declines it with a reason.
// The revisions themselves are the `content_versions` rows of every kind of content (site.ts).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, setNullRef, tstz } from './columns.js';
import { users } from './users.js';

export const suggestedEdits = pgTable(
  'suggested_edits',
  {
    id: id(),
    /** tutorial or comment (an answer). */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    authorId: cascadeRef('author_id', () => users.id),
    /** The revision the suggestion was written against (its diff is shown against it). */
    baseNumber: integer('base_number').notNull(),
    /** The proposed fields: `body`, and `title` / `description` for a tutorial. */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** The suggester's note: what and why. */
    comment: text('comment').notNull().default(''),
    /** pending, accepted or declined. */
    state: text('state').notNull().default('pending'),
    reviewerId: setNullRef('reviewer_id', () => users.id),
    reviewReason: text('review_reason'),
    reviewedAt: tstz('reviewed_at'),
    /** The revision an accepted suggestion became. */
    revisionNumber: integer('revision_number'),
    createdAt: createdAt(),
  },
  (t) => [
    index('suggested_edits_subject_idx').on(t.subjectType, t.subjectId, t.state),
    index('suggested_edits_author_idx').on(t.authorId),
  ],
);
