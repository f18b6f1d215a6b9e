// The notifications page's words in the page's language (server only): finished strings for the client list, the
// values only the browser knows left as `{placeholders}`. A sentence of a notification is the emails' sentence (the
// `notifications` catalogue's, repeated in `members` under notification_sentences).
import type { NotificationName } from '@reef/core';
import { pageLocale } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';
import type { NotificationsPageWords } from './notifications-page';
import { pluralForms } from '@/lib/plural-forms';

export async function notificationsPageWords(): Promise<NotificationsPageWords> {
  const t = await getT('members');
  return notificationsPageWordsOf(t, await pageLocale());
}

export function notificationsPageWordsOf(t: Translate, locale: string): NotificationsPageWords {
  const values = { context: '{context}', item: '{item}' };
  const sentences: Record<string, string> = {
    new_answer: t('notification_sentences.new_answer', values),
    new_comment: t('notification_sentences.new_comment', values),
    comment_reply: t('notification_sentences.comment_reply', values),
    mention: t('notification_sentences.mention', values),
    question_moderated: t('notification_sentences.question_moderated', values),
    answer_moderated: t('notification_sentences.answer_moderated', values),
    comment_moderated: t('notification_sentences.comment_moderated', values),
    report_resolved: t('notification_sentences.report_resolved', values),
    new_question: t('notification_sentences.new_question', values),
    question_updated: t('notification_sentences.question_updated', values),
    tool_comment: t('notification_sentences.tool_comment', values),
    tool_published: t('notification_sentences.tool_published', values),
    subscription_activity: t('notification_sentences.subscription_activity', values),
    tutorial_published: t('notification_sentences.tutorial_published', values),
    tutorial_updated: t('notification_sentences.tutorial_updated', values),
  } satisfies Record<NotificationName, string>;
  return {
    logIn: t('settings.log_in'),
    signedOut: t('notifications_page.signed_out', { login: '{login}' }),
    categoriesLabel: t('notifications_page.categories_label'),
    all: t('notifications_page.all'),
    unreadOnly: t('notifications_page.unread_only'),
    loadFailed: t('notifications_page.load_failed'),
    unreadCount: pluralForms(locale, (count) => t('notifications_page.unread_count', { count })),
    caughtUp: t('notifications_page.caught_up'),
    unread: t('notifications_page.unread'),
    sentences,
    fallback: t('notification_sentences.fallback', { item: '{item}' }),
    quoted: t('notification_sentences.quoted', { name: '{name}' }),
    anItem: t('notification_sentences.an_item'),
    actorsTwo: t('notifications_page.actors_two', { first: '{first}', second: '{second}' }),
    actorsThree: t('notifications_page.actors_three', {
      first: '{first}',
      second: '{second}',
      third: '{third}',
    }),
    actorsMany: pluralForms(locale, (count) =>
      t('notifications_page.actors_many', { first: '{first}', second: '{second}', count }),
    ),
  };
}
