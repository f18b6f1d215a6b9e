// Partners (community-app §7): a directory ordered by hand (`position`), filtered by tag and action.
import { slugify, type Actor, type PartnerCreateBody, type PartnerUpdateBody } from '@reef/core';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { partners, partnerTags, tags } from '../../db/schema/index.js';
import { localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { transaction } from '../../platform/events/bus.js';
import { isNumericId, paginate, toPage } from '../../platform/lib/pagination.js';
import { escapeLike } from '../../platform/lib/sql.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { withUniqueKey } from '../../platform/services/records.js';
import { replaceSiteTags } from '../tags/index.js';

export type PartnerRow = typeof partners.$inferSelect;

/** A partner by id or slug the actor may see, or 404. */
export async function findPartner(db: Executor, actor: Actor, idOrSlug: string): Promise<PartnerRow> {
  const key = isNumericId(idOrSlug)
    ? or(eq(partners.id, Number(idOrSlug)), eq(partners.slug, idOrSlug))
    : eq(partners.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select()
    .from(partners)
    .where(and(key, visibleScope(actor, 'partner', { state: partners.state })))
    .limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'partners.not_found'));
  return row;
}

const SORTS = {
  position: partners.position,
  name: partners.name,
  created_at: partners.createdAt,
  updated_at: partners.updatedAt,
};

/** Partners the actor may see (anonymous: published only), in directory order by default. */
export async function listPartners(
  db: Executor,
  actor: Actor,
  input: {
    action?: string;
    query?: string;
    sort_by: keyof typeof SORTS;
    sort_direction: 'asc' | 'desc';
    state?: string;
    tag?: string;
    page: number;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    visibleScope(actor, 'partner', { state: partners.state }, { listing: true }),
  ];
  if (input.state) conditions.push(eq(partners.state, input.state));
  if (input.action) conditions.push(sql`${partners.data}->>'action' = ${input.action}`);
  if (input.tag) {
    conditions.push(
      sql`exists (select 1 from ${partnerTags} pt join ${tags} tg on tg.id = pt.tag_id where pt.partner_id = ${partners.id} and tg.slug = ${input.tag.toLowerCase()})`,
    );
  }
  if (input.query) {
    const pattern = `%${escapeLike(input.query)}%`;
    conditions.push(sql`(${partners.name} ilike ${pattern} or ${partners.description} ilike ${pattern})`);
  }
  const where = and(...conditions);
  const dir = input.sort_direction === 'desc' ? desc : asc;
  return paginate(
    db,
    toPage(input.page, input.limit),
    db.select().from(partners).where(where).orderBy(dir(SORTS[input.sort_by]), asc(partners.id)).$dynamic(),
    { from: partners, where },
  );
}

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.partner'), 'partner.slug');

/** Creates a partner at the end of the directory. */
export function createPartner(db: Executor, input: PartnerCreateBody['partner']): Promise<PartnerRow> {
  return unique(() =>
    transaction(db, async (tx) => {
      const [last] = await tx.select({ max: sql<number | null>`max(${partners.position})` }).from(partners);
      const [row] = await tx
        .insert(partners)
        .values({
          name: input.name,
          slug: input.slug ?? (slugify(input.name) || 'partner'),
          description: input.description,
          logoUrl: input.logo_url,
          url: input.url,
          state: input.state,
          position: (last?.max ?? -1) + 1,
          data: { action: input.action },
        })
        .returning();
      await replaceSiteTags(tx, 'partner', row!.id, input.tags, 'partner.tags');
      return row!;
    }),
  );
}

/** Updates a partner. */
export function updatePartner(
  db: Executor,
  row: PartnerRow,
  input: PartnerUpdateBody['partner'],
): Promise<PartnerRow> {
  const patch: Partial<typeof partners.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.slug !== undefined) patch.slug = input.slug;
  if (input.description !== undefined) patch.description = input.description;
  if (input.logo_url !== undefined) patch.logoUrl = input.logo_url;
  if (input.url !== undefined) patch.url = input.url;
  if (input.state !== undefined) patch.state = input.state;
  if (input.action !== undefined) patch.data = { ...row.data, action: input.action };
  return unique(() =>
    transaction(db, async (tx) => {
      const [saved] = await tx.update(partners).set(patch).where(eq(partners.id, row.id)).returning();
      if (input.tags !== undefined) await replaceSiteTags(tx, 'partner', row.id, input.tags, 'partner.tags');
      return saved!;
    }),
  );
}

/**
 * Puts the given partners first, in the given order; the others keep their relative order after them.
 * Answers the directory's order before and after.
 */
export async function reorderPartners(
  db: Executor,
  order: number[],
): Promise<{ before: number[]; after: number[] }> {
  if (new Set(order).size !== order.length)
    throw new UnprocessableError(msg('errors', 'partners.duplicate'), [
      localDetail('order', msg('errors', 'partners.duplicate_ids')),
    ]);
  return transaction(db, async (tx) => {
    const all = await tx
      .select({ id: partners.id })
      .from(partners)
      .orderBy(asc(partners.position), asc(partners.id))
      .for('update');
    const known = new Set(all.map((r) => r.id));
    const unknown = order.filter((id) => !known.has(id));
    if (unknown.length)
      throw new UnprocessableError(
        msg('errors', 'partners.unknown'),
        unknown.map((id) => localDetail('order', msg('errors', 'missing.no_partner', { id }))),
      );
    const listed = new Set(order);
    const after = [...order, ...all.map((r) => r.id).filter((id) => !listed.has(id))];
    if (after.length) {
      const cases = sql.join(
        after.map((id, index) => sql`when ${id} then ${index}`),
        sql` `,
      );
      await tx
        .update(partners)
        .set({ position: sql`(case ${partners.id} ${cases} end)::int`, updatedAt: new Date() })
        .where(inArray(partners.id, after));
    }
    return { before: all.map((r) => r.id), after };
  });
}
