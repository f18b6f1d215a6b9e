// "Export of their data as JSON": everything Reef holds about a member, in one document.
import { type AnyColumn, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  comments,
  notifications,
  questions,
  subscriptions,
  tools,
  tutorials,
  upvotes,
  userIdentities,
  users,
} from '../../db/schema/index.js';
import { loadFrequencies } from '../mail/index.js';

/** The member's data: profile, what they wrote, what they follow and their settings. */
export async function exportAccount(db: Executor, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  /** What the member wrote of one kind, newest first, with its markdown source. */
  const writtenBy = (
    table: typeof tutorials | typeof questions | typeof comments,
    lead: Record<string, AnyColumn> = {},
    trail: Record<string, AnyColumn> = {},
  ) =>
    db
      .select({
        id: table.id,
        ...('slug' in table ? { slug: table.slug, title: table.title } : {}),
        ...lead,
        state: table.state,
        body_markdown: table.bodyMarkdown,
        created_at: table.createdAt,
        ...trail,
      })
      .from(table as PgTable)
      .where(eq(table.authorId, userId))
      .orderBy(desc(table.id));
  const [
    tutorialRows,
    questionRows,
    commentRows,
    toolRows,
    subscriptionRows,
    upvoteRows,
    notificationRows,
    identityRows,
    frequencies,
  ] = await Promise.all([
    writtenBy(tutorials, {}, { updated_at: tutorials.updatedAt }),
    writtenBy(questions),
    writtenBy(comments, { type: comments.type }),
    db
      .select({ id: tools.id, slug: tools.slug, name: tools.name, created_at: tools.createdAt })
      .from(tools)
      .where(eq(tools.authorId, userId)),
    db
      .select({
        type: subscriptions.subscribableType,
        id: subscriptions.subscribableId,
        created_at: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    db
      .select({ type: upvotes.upvotableType, id: upvotes.upvotableId })
      .from(upvotes)
      .where(eq(upvotes.userId, userId)),
    db
      .select({
        id: notifications.id,
        name: notifications.name,
        created_at: notifications.createdAt,
        viewed_at: notifications.viewedAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(1000),
    db
      .select({
        provider: userIdentities.provider,
        email: userIdentities.email,
        created_at: userIdentities.createdAt,
      })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    loadFrequencies(db, userId),
  ]);
  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      slug: user.slug,
      username: user.username,
      email: user.email,
      email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
      first_name: user.firstName,
      last_name: user.lastName,
      bio: user.bio,
      location: user.location,
      company: user.company,
      website_url: user.websiteUrl,
      twitter_handle: user.twitterHandle,
      github_handle: user.githubHandle,
      language: user.language,
      created_at: user.createdAt.toISOString(),
      last_signed_in_at: user.lastSignedInAt?.toISOString() ?? null,
    },
    tutorials: tutorialRows,
    questions: questionRows,
    comments: commentRows,
    tools: toolRows,
    subscriptions: subscriptionRows,
    upvotes: upvoteRows,
    notifications: notificationRows,
    linked_sign_ins: identityRows,
    email_preferences: frequencies,
  };
}
