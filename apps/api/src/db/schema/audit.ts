// The audit log: every administrator and moderator action, with who, what, when and before/after.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, setNullRef } from './columns.js';
import { users } from './users.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: setNullRef('actor_id', () => users.id),
    /** Kept beside the id so the entry stays readable after the account is deleted. */
    actorSlug: text('actor_slug'),
    /** What was done, e.g. `static_page.update`, `spam_ip.create`, `request.post`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    summary: text('summary').notNull().default(''),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
