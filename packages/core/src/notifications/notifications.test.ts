import { describe, expect, it } from 'vitest';
import {
  describeNotification,
  isUnread,
  notificationPath,
  toTypeName,
  type NotificationView,
} from './describe.js';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_NAMES,
  notificationCategory,
  notificationNamesIn,
} from './notification-names.js';

const base: NotificationView = {
  id: 1,
  name: 'new_answer',
  notifiable_type: 'Comment',
  notifiable_id: 55,
  notifiable: null,
  notification_context: { name: 'How do I resize a volume?', slug: 'resize-volume' },
  notification_context_type: 'Question',
  notification_context_id: 9,
  viewed_at: null,
  created_at: '2024-05-10T12:00:00Z',
};

describe('notification names', () => {
  it('"The notification types map to eight categories: answers, comments, moderation, questions, tools, subscriptions, tutorials, mentions"', () => {
    expect(NOTIFICATION_CATEGORIES).toHaveLength(8);
    const used = new Set(NOTIFICATION_NAMES.map((name) => notificationCategory(name)));
    expect([...used].sort()).toEqual([...NOTIFICATION_CATEGORIES].sort());
    expect(notificationCategory('new_answer')).toBe('answers');
    expect(notificationCategory('mention')).toBe('mentions');
    expect(notificationCategory('question_moderated')).toBe('moderation');
    expect(notificationCategory('nope')).toBeUndefined();
    expect(notificationNamesIn('tools')).toEqual(['tool_comment', 'tool_published']);
  });
});

describe('notification presentation', () => {
  it('"Notification: unread until viewed_at is set"', () => {
    expect(isUnread(base)).toBe(true);
    expect(isUnread({ viewed_at: '2024-05-10T13:00:00Z' })).toBe(false);
  });

  it('describes every known name in a sentence', () => {
    expect(describeNotification(base)).toBe('New answer to “How do I resize a volume?”');
    for (const name of NOTIFICATION_NAMES)
      expect(describeNotification({ ...base, name })).not.toMatch(/undefined|null/);
    expect(describeNotification({ ...base, name: 'mystery', notification_context: null })).toBe(
      'New notification about an item',
    );
  });

  it('links to the context item and the comment', () => {
    expect(notificationPath(base)).toBe('/community/questions/resize-volume?comment=55');
    expect(
      notificationPath({ ...base, notifiable_type: 'Question', notification_context_type: 'TutorialSeries' }),
    ).toBe('/community/tutorial-series/resize-volume');
    expect(notificationPath({ ...base, notification_context: null })).toBeUndefined();
    expect(toTypeName('user_report')).toBe('user_report');
  });
});
