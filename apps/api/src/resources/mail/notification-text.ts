// A notification's sentence in the recipient's language, for emails (the header menu's English sentence is
// describeNotification in @reef/core; these are the same sentences from the `notifications` catalogue).
import type { NotificationCategory, NotificationView } from '@reef/core';
import { translator } from '../../platform/i18n.js';

type Item = NotificationView['notifiable'];

/** A notification's sentence ("New answer to “…”") in a locale. */
export function describeNotificationIn(locale: string, n: NotificationView): string {
  const t = translator(locale);
  const quoted = (item: Item | undefined) => {
    const name = item?.name?.trim();
    return name ? t('notifications', 'quoted', { name }) : t('notifications', 'an_item');
  };
  const context = quoted(n.notification_context);
  const item = quoted(n.notifiable ?? n.notification_context);
  const values = { context, item };
  switch (n.name) {
    case 'new_answer':
      return t('notifications', 'new_answer', values);
    case 'new_comment':
      return t('notifications', 'new_comment', values);
    case 'comment_reply':
      return t('notifications', 'comment_reply', values);
    case 'mention':
      return t('notifications', 'mention', values);
    case 'question_moderated':
      return t('notifications', 'question_moderated', values);
    case 'answer_moderated':
      return t('notifications', 'answer_moderated', values);
    case 'comment_moderated':
      return t('notifications', 'comment_moderated', values);
    case 'report_resolved':
      return t('notifications', 'report_resolved', values);
    case 'new_question':
      // The question itself, in the tag (its context) it was asked under.
      return t('notifications', 'new_question', { context, item: quoted(n.notifiable) });
    case 'question_updated':
      return t('notifications', 'question_updated', {
        context,
        item: quoted(n.notification_context ?? n.notifiable),
      });
    case 'tool_comment':
      return t('notifications', 'tool_comment', values);
    case 'tool_published':
      return t('notifications', 'tool_published', values);
    case 'subscription_activity':
      return t('notifications', 'subscription_activity', values);
    case 'tutorial_published':
      return t('notifications', 'tutorial_published', values);
    case 'tutorial_updated':
      return t('notifications', 'tutorial_updated', values);
    default:
      return t('notifications', 'fallback', { item: quoted(n.notification_context ?? n.notifiable) });
  }
}

/** An email category's name in a locale, lowercased as it sits inside "Unsubscribe from …". */
export function categoryLabelIn(locale: string, category: NotificationCategory | 'all'): string {
  const t = translator(locale);
  if (category === 'all') return t('mail', 'layout.all_notifications');
  const label = categoryNameIn(locale, category);
  // German capitalises nouns; every other language here lowercases a name inside a sentence.
  return locale === 'de' ? label : label.toLowerCase();
}

/** An email category's name in a locale ("Answers"). */
export function categoryNameIn(locale: string, category: NotificationCategory): string {
  const t = translator(locale);
  switch (category) {
    case 'answers':
      return t('mail', 'categories.answers');
    case 'comments':
      return t('mail', 'categories.comments');
    case 'mentions':
      return t('mail', 'categories.mentions');
    case 'moderation':
      return t('mail', 'categories.moderation');
    case 'tools':
      return t('mail', 'categories.tools');
    case 'subscriptions':
      return t('mail', 'categories.subscriptions');
    case 'questions':
      return t('mail', 'categories.questions');
    case 'tutorials':
      return t('mail', 'categories.tutorials');
  }
}

/** A digest section's heading in a locale. */
export function digestHeadingIn(locale: string, category: NotificationCategory): string {
  const t = translator(locale);
  const headings: Record<NotificationCategory, string> = {
    answers: t('mail', 'digest.answers'),
    comments: t('mail', 'digest.comments'),
    mentions: t('mail', 'digest.mentions'),
    moderation: t('mail', 'digest.moderation'),
    tools: t('mail', 'digest.tools'),
    subscriptions: t('mail', 'digest.subscriptions'),
    questions: t('mail', 'digest.questions'),
    tutorials: t('mail', 'digest.tutorials'),
  };
  return headings[category];
}
