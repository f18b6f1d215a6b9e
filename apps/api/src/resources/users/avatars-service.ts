// Members' uploaded avatars. The upload goes through the image codec (platform/services/image-codec.ts): its decoded format
// must be PNG, JPEG, WebP or GIF, its canvas is checked from the header before decoding, and the decode takes a
// slot of the process's one limiter. A 256px square WebP without metadata (no EXIF location) is all that is stored
// and served, so what a member sends is never served as it came.
import { objectTags } from '@reef/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userAvatars, users } from '../../db/schema/index.js';
import { emit, transaction } from '../../platform/events/bus.js';
import type { DomainEvent, EventOrigin } from '../../platform/events/catalog.js';
import { transcodeUpload } from '../../platform/services/image-codec.js';

/** Side of the stored square avatar, in pixels (shown at 24–88 CSS pixels, twice that on dense screens). */
export const AVATAR_SIZE = 256;

/** Decodes an uploaded image and returns the avatar to store; a refusal is a 4xx naming `avatar.data`. */
export function encodeAvatar(input: Buffer): Promise<Buffer> {
  return transcodeUpload(input, 'avatar.data', (image) =>
    image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }),
  );
}

/** Stores (or replaces) a member's avatar and records when it changed. */
export async function saveAvatar(
  db: Executor,
  origin: EventOrigin,
  user: { id: number; slug: string },
  image: Buffer,
): Promise<Date> {
  const userId = user.id;
  const now = new Date();
  await transaction(db, async (tx) => {
    await tx
      .insert(userAvatars)
      .values({ userId, image, updatedAt: now })
      .onConflictDoUpdate({ target: userAvatars.userId, set: { image, updatedAt: now } });
    await tx.update(users).set({ avatarUpdatedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await emit(tx, avatarChanged(origin, user, 'user.avatar_update'));
  });
  return now;
}

/** Removes a member's avatar (initials show again). */
export async function removeAvatar(
  db: Executor,
  origin: EventOrigin,
  user: { id: number; slug: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.delete(userAvatars).where(eq(userAvatars.userId, user.id));
    await tx.update(users).set({ avatarUpdatedAt: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    await emit(tx, avatarChanged(origin, user, 'user.avatar_delete'));
  });
}

/** The profile page shows the avatar. */
function avatarChanged(
  origin: EventOrigin,
  user: { id: number; slug: string },
  action: 'user.avatar_update' | 'user.avatar_delete',
): DomainEvent {
  return {
    type: 'record.changed',
    ...origin,
    audit: 'staff',
    action,
    subjectId: user.id,
    target: { tags: objectTags('user', user.slug) },
  };
}

/** The stored avatar bytes, or null. */
export async function readAvatar(
  db: Executor,
  userId: number,
): Promise<{ image: Buffer; updatedAt: Date } | null> {
  const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
  return row ? { image: Buffer.from(row.image), updatedAt: row.updatedAt } : null;
}
