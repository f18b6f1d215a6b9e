// "Export of their data as JSON": everything Reef holds about a member, in one document.
import { desc, eq } from 'drizzle-orm';
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
    db
      .select({
        id: tutorials.id,
        slug: tutorials.slug,
        title: tutorials.title,
        state: tutorials.state,
        body_markdown: tutorials.bodyMarkdown,
        created_at: tutorials.createdAt,
        updated_at: tutorials.updatedAt,
      })
      .from(tutorials)
      .where(eq(tutorials.authorId, userId))
      .orderBy(desc(tutorials.id)),
    db
      .select({
        id: questions.id,
        slug: questions.slug,
        title: questions.title,
        state: questions.state,
        body_markdown: questions.bodyMarkdown,
        created_at: questions.createdAt,
      })
      .from(questions)
      .where(eq(questions.authorId, userId))
      .orderBy(desc(questions.id)),
    db
      .select({
        id: comments.id,
        type: comments.type,
        state: comments.state,
        body_markdown: comments.bodyMarkdown,
        created_at: comments.createdAt,
      })
      .from(comments)
      .where(eq(comments.authorId, userId))
      .orderBy(desc(comments.id)),
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
