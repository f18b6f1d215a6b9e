// Notification JSON with the fields of community-app §3.
import { notificationCategory, type NotificationResponse } from '@reef/core';
import type { NotificationRow } from './notifications-service.js';
import type { ObjectLabel } from '../../platform/services/subscriptions.js';

/** One notification as the header lists it. */
export function presentNotification(
  row: NotificationRow,
  labels: Map<string, ObjectLabel>,
  actors: Map<number, { slug: string; username: string }>,
): NotificationResponse {
  const notifiable = labels.get(`${row.notifiableType}:${row.notifiableId}`) ?? { name: null, slug: null };
  const context =
    row.notificationContextType && row.notificationContextId !== null
      ? (labels.get(`${row.notificationContextType}:${row.notificationContextId}`) ?? {
          name: null,
          slug: null,
        })
      : null;
  const actor = row.actorId !== null ? actors.get(row.actorId) : undefined;
  return {
    id: row.id,
    name: row.name,
    category: notificationCategory(row.name) ?? 'subscriptions',
    notifiable_type: row.notifiableType,
    notifiable_id: row.notifiableId,
    notifiable,
    notification_context: context,
    notification_context_type: row.notificationContextType,
    notification_context_id: row.notificationContextId,
    actor: actor ? { slug: actor.slug, username: actor.username } : null,
    viewed_at: row.viewedAt ? row.viewedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}
