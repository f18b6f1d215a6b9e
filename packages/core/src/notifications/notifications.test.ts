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
import { actorsPhrase, groupNotifications, type NotificationActor } from './groups.js';

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

describe("notification groups (issue #30, item 5: \"grouped rows ('3 people answered…'), the actor's name\")", () => {
  const n = (id: number, extra: Partial<NotificationView & { actor: NotificationActor }> = {}) => ({
    id,
    name: 'new_answer',
    notifiable_type: 'comment',
    notifiable_id: 100 + id,
    notification_context_type: 'question',
    notification_context_id: 7,
    notification_context: { name: 'Why?', slug: 'why' },
    viewed_at: null,
    created_at: '2026-11-01T10:00:00Z',
    actor: { slug: `m${id}`, username: `m${id}` },
    ...extra,
  });

  it('joins answers to one question in a row into one row naming each member once, newest first', () => {
    const groups = groupNotifications([
      n(5),
      n(4),
      n(3, { actor: { slug: 'm5', username: 'm5' } }),
      n(2, { notification_context_id: 8 }),
      n(1),
    ]);
    expect(groups.map((g) => [g.key, g.items.map((item) => item.id)])).toEqual([
      [5, [5, 4, 3]],
      [2, [2]],
      [1, [1]],
    ]);
    expect(groups[0]!.actors.map((a) => a.slug)).toEqual(['m5', 'm4']);
  });

  it('keeps read and unread apart, and other kinds of news apart', () => {
    const groups = groupNotifications([
      n(3),
      n(2, { viewed_at: '2026-11-02T00:00:00Z' }),
      n(1, { name: 'new_comment' }),
    ]);
    expect(groups).toHaveLength(3);
    expect(groups.map((g) => g.unread)).toEqual([true, false, true]);
  });

  it('names who acted as a person would', () => {
    expect(actorsPhrase(['ada'])).toBe('ada');
    expect(actorsPhrase(['ada', 'bo'])).toBe('ada and bo');
    expect(actorsPhrase(['ada', 'bo', 'cy'])).toBe('ada, bo and cy');
    expect(actorsPhrase(['ada', 'bo', 'cy', 'di', 'ed'])).toBe('ada, bo and 3 others');
    expect(actorsPhrase([])).toBe('');
  });
});
