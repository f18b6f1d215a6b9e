import { contentPath } from '../links/content-paths.js';
import type { NotificationName } from './notification-names.js';

/** A named, slugged item a notification points at. */
export type NotificationItem = { name?: string | null; slug?: string | null } | null;

/** A notification as the header lists it (content-and-presentation §3). */
export type NotificationView = {
  id: number;
  name: string;
  notifiable_type?: string | null;
  notifiable_id?: number | null;
  notifiable?: NotificationItem;
  notification_context?: NotificationItem;
  notification_context_type?: string | null;
  notification_context_id?: number | null;
  viewed_at?: string | null;
  created_at: string;
};

/** Whether a notification is unread: "unread until viewed_at is set". */
export function isUnread(notification: Pick<NotificationView, 'viewed_at'>): boolean {
  return (
    notification.viewed_at === null || notification.viewed_at === undefined || notification.viewed_at === ''
  );
}

function quoted(item: NotificationItem | undefined): string {
  const name = item?.name?.trim();
  return name ? `“${name}”` : 'an item';
}

const SENTENCES: Record<NotificationName, (n: NotificationView) => string> = {
  new_answer: (n) => `New answer to ${quoted(n.notification_context)}`,
  new_comment: (n) => `New comment on ${quoted(n.notification_context)}`,
  comment_reply: (n) => `New reply to your comment on ${quoted(n.notification_context)}`,
  mention: (n) => `You were mentioned in ${quoted(n.notification_context)}`,
  question_moderated: (n) =>
    `A moderator updated your question ${quoted(n.notifiable ?? n.notification_context)}`,
  answer_moderated: (n) => `A moderator updated your answer to ${quoted(n.notification_context)}`,
  comment_moderated: (n) => `A moderator updated your comment on ${quoted(n.notification_context)}`,
  report_resolved: (n) => `Your report on ${quoted(n.notification_context)} was resolved`,
  new_question: (n) => `New question in ${quoted(n.notification_context)}: ${quoted(n.notifiable)}`,
  question_updated: (n) => `${quoted(n.notification_context ?? n.notifiable)} was updated`,
  tool_comment: (n) => `New comment on your tool ${quoted(n.notification_context)}`,
  tool_published: (n) => `Your tool ${quoted(n.notifiable ?? n.notification_context)} was published`,
  subscription_activity: (n) => `New activity on ${quoted(n.notification_context)}`,
  tutorial_published: (n) => `${quoted(n.notifiable ?? n.notification_context)} was published`,
  tutorial_updated: (n) => `${quoted(n.notifiable ?? n.notification_context)} was updated`,
};

/** A human sentence for the header menu. */
export function describeNotification(notification: NotificationView): string {
  const sentence = (SENTENCES as Record<string, (n: NotificationView) => string>)[notification.name];
  return sentence
    ? sentence(notification)
    : `New notification about ${quoted(notification.notification_context ?? notification.notifiable)}`;
}

/** "Comment", "TutorialSeries" or "tutorial_series" → "tutorial_series". */
export function toTypeName(type: string): string {
  return type
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
}

/** Where clicking a notification goes: the context item's page, pointing at the comment when there is one. */
export function notificationPath(notification: NotificationView): string | undefined {
  const context = notification.notification_context;
  const contextType = notification.notification_context_type;
  if (!context?.slug || !contextType) return undefined;
  const notifiableType = notification.notifiable_type ? toTypeName(notification.notifiable_type) : undefined;
  const comment = notifiableType === 'comment' ? notification.notifiable_id : undefined;
  return contentPath(toTypeName(contextType), context.slug, { comment });
}
