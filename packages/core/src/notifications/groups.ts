// Notifications as a page lists them (issue #30, item 5): rows about the same thing in a row are one row ("ada, bo
// and 1 other answered …"), each naming who acted. Pure: the web's notifications page and its tests use it.
import type { NotificationView } from './describe.js';

/** Who acted on a notification (null: the system, or an account that was deleted). */
export type NotificationActor = { slug: string; username: string } | null;

/** One row of the page: notifications of one kind about one thing, newest first. */
export type NotificationGroup<N extends NotificationView & { actor?: NotificationActor }> = {
  /** Stable across reloads: the newest notification's id. */
  key: number;
  items: N[];
  /** Each member who acted, once, newest first. */
  actors: NonNullable<NotificationActor>[];
  unread: boolean;
};

const aboutKey = (n: NotificationView) =>
  `${n.name}:${n.notification_context_type ?? n.notifiable_type ?? ''}:${n.notification_context_id ?? n.notifiable_id ?? ''}`;

/**
 * Groups consecutive notifications (in the list's newest-first order) of the same name about the same context, and
 * of the same read state, so that "3 new answers" on one question is one row while unrelated news keeps its place.
 */
export function groupNotifications<N extends NotificationView & { actor?: NotificationActor }>(
  list: readonly N[],
): NotificationGroup<N>[] {
  const groups: NotificationGroup<N>[] = [];
  for (const item of list) {
    const unread = !item.viewed_at;
    const last = groups.at(-1);
    if (last && aboutKey(last.items[0]!) === aboutKey(item) && last.unread === unread) {
      last.items.push(item);
    } else {
      groups.push({ key: item.id, items: [item], actors: [], unread });
    }
    const group = groups.at(-1)!;
    if (item.actor && !group.actors.some((actor) => actor.slug === item.actor!.slug))
      group.actors.push(item.actor);
  }
  return groups;
}

/** "ada", "ada and bo", "ada, bo and cy", "ada, bo and 3 others". */
export function actorsPhrase(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= 3) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const others = names.length - 2;
  return `${names.slice(0, 2).join(', ')} and ${others} others`;
}
