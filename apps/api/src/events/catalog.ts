// The domain events: what happened, emitted by a service inside its write transaction. Subscribers
// (events/subscribers/) turn them into notifications and audit entries in that transaction, and into
// cache revalidation after it commits. Add an event here, then say what each subscriber does with it.
import type { Actor, AuditAction, CacheTarget } from '@reef/core';
import type { comments } from '../db/schema/index.js';

type CommentRow = typeof comments.$inferSelect;

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
  'record.changed': {
    action: AuditAction;
    subjectId?: string | number | null;
    summary?: string;
    before?: unknown;
    after?: unknown;
    target?: CacheTarget;
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
