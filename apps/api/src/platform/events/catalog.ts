// The domain events: what happened, emitted by a service inside its write transaction. Subscribers
// (events/subscribers/) turn them into notifications and audit entries in that transaction, and into
// cache revalidation after it commits. Add an event here, then say what each subscriber does with it.
import type { Actor, AuditAction, CacheTarget, UpvotableType } from '@reef/core';
import type { comments, questions, tutorials, userReports, users } from '../../db/schema/index.js';

type CommentRow = typeof comments.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;
type TutorialRow = typeof tutorials.$inferSelect;
type UserReportRow = typeof userReports.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The object a comment hangs under (its root), as the comment service loaded it. */
export type RootRef = { type: string; id: number; slug: string | null; authorId: number | null };

/** Payload of each event type. */
export type EventPayloads = {
  /** `mentions`: the member names the rendered body links to (the renderer's document). */
  'comment.created': {
    comment: CommentRow;
    root: RootRef;
    parent: CommentRow | null;
    mentions: readonly string[];
  };
  'comment.updated': { before: CommentRow; comment: CommentRow };
  'question.created': { question: QuestionRow; mentions: readonly string[] };
  /** `edited`: the title or body was sent (subscribers hear of edits to a published question). */
  'question.updated': { before: QuestionRow; question: QuestionRow; edited: boolean };
  'tutorial.created': { tutorial: TutorialRow };
  /** `contentChanged`: a new version was saved. */
  'tutorial.updated': { before: TutorialRow; tutorial: TutorialRow; contentChanged: boolean };
  /**
   * A question or comment moved by a moderator's decision (the queue) or a report's resolution
   * (`decision` null: the report's own entry is the audit record).
   */
  'content.moderated': {
    subject: 'question' | 'comment';
    id: number;
    from: string;
    to: string;
    decision: string | null;
    /** A question's first publication: its tags' followers hear of it. */
    firstPublication: boolean;
    authorId: number | null;
    target: CacheTarget | null;
  };
  /** A member filed a report (webhooks hear of it; the moderators' queue reads the table). */
  'user_report.created': { report: UserReportRow };
  'user_report.updated': {
    before: UserReportRow;
    report: UserReportRow;
    objectChange: { before: string; after: string } | null;
    target: CacheTarget | null;
  };
  /**
   * A change to a record an administrator manages (admin resources, spam lists, tokens): always
   * audited with its before/after, and its cache target refreshed after commit.
   */
  /** A sign-in provider connected to or disconnected from a member, or a member created through one. */
  'identity.changed': {
    change: 'link' | 'unlink' | 'register';
    userId: number;
    provider: string;
    summary: string;
  };
  /** A member registered with a password (a sign-in provider's registration is `identity.changed`). */
  'user.registered': { user: UserRow };
  /**
   * A member's vote was added or removed (a repeat that changed nothing is no event): `count` is the object's count
   * once the vote is in. Only live updates hear of it (the pages' counts change in place); nothing is audited.
   */
  'upvote.changed': { upvotableType: UpvotableType; id: number; count: number };
  'record.changed': {
    action: AuditAction;
    subjectId?: string | number | null;
    summary?: string;
    before?: unknown;
    after?: unknown;
    target?: CacheTarget;
    /** `staff`: logged only when the actor holds an admin-area permission; `never`: not logged (default `always`). */
    audit?: 'always' | 'staff' | 'never';
  };
};

/** An event type. */
export type EventType = keyof EventPayloads;

/** Who caused an event and from where (the audit entry's actor and IP). */
export type EventOrigin = { actor: Actor; ip?: string | null };

/** One domain event. */
export type DomainEvent = {
  [K in EventType]: { type: K } & EventOrigin & EventPayloads[K];
}[EventType];

/** The event of one type. */
export type EventOf<K extends EventType> = Extract<DomainEvent, { type: K }>;
