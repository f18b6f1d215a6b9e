// Partners' uploaded logos (issue #12: "logo upload through the image service"). The upload goes through the image
// codec (platform/services/image-codec.ts: PNG, JPEG, WebP or GIF by its decoded format, canvas checked before decoding, one
// process-wide limiter) and is re-encoded into a WebP that fits 480×240 and
// keeps transparency, without metadata; only that is stored and served, never the bytes as they came. The partner's
// logo_url then points at the API's address of the stored logo, versioned by the upload time.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { partnerLogos, partners } from '../../db/schema/index.js';
import { transcodeUpload } from '../../platform/services/image-codec.js';
import type { PartnerRow } from './service.js';

/** The box a stored logo fits in, in pixels (shown at up to 240×120 CSS pixels, twice that on dense screens). */
export const PARTNER_LOGO_BOX = { width: 480, height: 240 } as const;

/** Decodes an uploaded image into the logo to store; a refusal is a 4xx naming `logo.data`. */
export function encodePartnerLogo(input: Buffer): Promise<Buffer> {
  return transcodeUpload(input, 'logo.data', (image) =>
    image
      .resize(PARTNER_LOGO_BOX.width, PARTNER_LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 88, alphaQuality: 100 }),
  );
}

/** The API address of a stored logo, versioned so a new upload is a new address. */
export function partnerLogoUrl(publicApiUrl: string, partnerId: number, updatedAt: Date): string {
  return `${publicApiUrl}/content/v1/partners/${partnerId}/logo?v=${updatedAt.getTime()}`;
}

/** Stores (or replaces) a partner's logo and points its logo_url at it; returns the updated row. */
export async function savePartnerLogo(
  db: Executor,
  publicApiUrl: string,
  partner: PartnerRow,
  image: Buffer,
): Promise<PartnerRow> {
  const now = new Date();
  await db
    .insert(partnerLogos)
    .values({ partnerId: partner.id, image, updatedAt: now })
    .onConflictDoUpdate({ target: partnerLogos.partnerId, set: { image, updatedAt: now } });
  const [row] = await db
    .update(partners)
    .set({ logoUrl: partnerLogoUrl(publicApiUrl, partner.id, now), updatedAt: now })
    .where(eq(partners.id, partner.id))
    .returning();
  return row!;
}

/** Removes a partner's uploaded logo (the directory shows its name instead); returns the updated row. */
export async function removePartnerLogo(db: Executor, partner: PartnerRow): Promise<PartnerRow> {
  await db.delete(partnerLogos).where(eq(partnerLogos.partnerId, partner.id));
  const [row] = await db
    .update(partners)
    .set({ logoUrl: null, updatedAt: new Date() })
    .where(eq(partners.id, partner.id))
    .returning();
  return row!;
}

/** The stored logo bytes, or null. */
export async function readPartnerLogo(
  db: Executor,
  partnerId: number,
): Promise<{ image: Buffer; updatedAt: Date } | null> {
  const [row] = await db.select().from(partnerLogos).where(eq(partnerLogos.partnerId, partnerId));
  return row ? { image: Buffer.from(row.image), updatedAt: row.updatedAt } : null;
}
