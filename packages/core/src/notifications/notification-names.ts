// spec: content-and-presentation §9 — "The notification types map to eight categories: answers,
// comments, moderation, questions, tools, subscriptions, tutorials, mentions." The names
// themselves are not shown; this is the set Reef's API emits.

/** The eight notification categories. */
export const NOTIFICATION_CATEGORIES = [
  'answers',
  'comments',
  'moderation',
  'questions',
  'tools',
  'subscriptions',
  'tutorials',
  'mentions',
] as const;
/** A notification category. */
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * Every notification name the API emits, with its category.
 * notifiable = the new thing (answer, comment, question…); context = what it belongs to.
 */
export const NOTIFICATION_CATALOG = {
  /** Someone answered the member's question. notifiable: answer; context: question. */
  new_answer: 'answers',
  /** Someone commented on the member's content. notifiable: comment; context: the content. */
  new_comment: 'comments',
  /** Someone replied to the member's comment. notifiable: reply; context: the content. */
  comment_reply: 'comments',
  /** Someone @mentioned the member. notifiable: the text; context: where it lives. */
  mention: 'mentions',
  /** A moderator changed the status of the member's question. notifiable/context: question. */
  question_moderated: 'moderation',
  /** A moderator changed the status of the member's answer. notifiable: answer; context: question. */
  answer_moderated: 'moderation',
  /** A moderator changed the status of the member's comment. notifiable: comment; context: content. */
  comment_moderated: 'moderation',
  /** A report the member filed was resolved. notifiable: report; context: reported content. */
  report_resolved: 'moderation',
  /** A question was asked under a tag the member follows. notifiable: question; context: tag. */
  new_question: 'questions',
  /** A question the member follows was edited. notifiable/context: question. */
  question_updated: 'questions',
  /** Someone commented on the member's tool. notifiable: comment; context: tool. */
  tool_comment: 'tools',
  /** The member's tool was published. notifiable/context: tool. */
  tool_published: 'tools',
  /** Activity on something the member subscribed to. notifiable: the new thing; context: the subscribed item. */
  subscription_activity: 'subscriptions',
  /** A tutorial the member wrote, or one under a followed tag, was published. notifiable/context: tutorial. */
  tutorial_published: 'tutorials',
  /** A tutorial the member follows was updated. notifiable/context: tutorial. */
  tutorial_updated: 'tutorials',
} as const satisfies Record<string, NotificationCategory>;

/** A notification name. */
export type NotificationName = keyof typeof NOTIFICATION_CATALOG;

/** Every notification name, the header's type filter of "all known notification names". */
export const NOTIFICATION_NAMES = Object.keys(NOTIFICATION_CATALOG) as NotificationName[];

/** Whether a string is a known notification name. */
export function isNotificationName(value: unknown): value is NotificationName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(NOTIFICATION_CATALOG, value);
}

/** Category of a notification name; `undefined` for names Reef does not know. */
export function notificationCategory(name: string): NotificationCategory | undefined {
  return isNotificationName(name) ? NOTIFICATION_CATALOG[name] : undefined;
}

/** Names of one category, for a type filter. */
export function notificationNamesIn(category: NotificationCategory): NotificationName[] {
  return NOTIFICATION_NAMES.filter((name) => NOTIFICATION_CATALOG[name] === category);
}
