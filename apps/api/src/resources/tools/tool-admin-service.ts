// Tool writes and the filtered admin list (community-app §7 /v1/tools). Reads shared with the
// static-content API live in resources/tools/service.ts.
import {
  can,
  objectTags,
  type toolListQuery,
  type Actor,
  type ToolCreateBody,
  type ToolUpdateBody,
} from '@reef/core';
import type { z } from 'zod';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { tags, tools, toolTags } from '../../db/schema/index.js';
import { ConflictError, ForbiddenError, localDetail } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { isUniqueViolation } from '../../platform/lib/db-errors.js';
import { paginateTable } from '../../platform/lib/paginate-table.js';
import { escapeLike } from '../../platform/lib/sql.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { renderedBody, toolKind } from '../../platform/services/content-kinds.js';
import { refreshToolVector } from '../../platform/services/search-vectors.js';
import { uniqueSlug } from '../../platform/services/slugs.js';
import { resolveTagIds } from '../tags/index.js';
import { bundleTools, type ToolRow } from './service.js';

const SORTS = {
  created_at: tools.createdAt,
  published_at: tools.publishedAt,
  name: tools.name,
  upvotes_count: tools.upvotesCount,
};

/** Tools the actor may see, with the admin filters. */
export async function listToolsFiltered(db: Executor, actor: Actor, input: z.output<typeof toolListQuery>) {
  const conditions: (SQL | undefined)[] = [
    visibleScope(actor, 'tool', { state: tools.state, authorId: tools.authorId }, { listing: true }),
  ];
  if (input.state) conditions.push(eq(tools.state, input.state));
  if (input.type) conditions.push(eq(tools.type, input.type));
  if (input.tag)
    conditions.push(
      sql`exists (select 1 from ${toolTags} tt join ${tags} tg on tg.id = tt.tag_id where tt.tool_id = ${tools.id} and tg.slug = ${input.tag.toLowerCase()})`,
    );
  if (input.query) {
    const pattern = `%${escapeLike(input.query)}%`;
    conditions.push(sql`(${tools.name} ilike ${pattern} or ${tools.description} ilike ${pattern})`);
  }
  const where = and(...conditions);
  const dir = input.sort_direction === 'asc' ? asc : desc;
  const { rows, meta } = await paginateTable(
    db,
    input,
    tools,
    where,
    dir(SORTS[input.sort_by]),
    desc(tools.id),
  );
  return { rows, ...(await bundleTools(db, rows)), meta };
}

// Tools are curated: CREATE_TOOLS drafts a tool, MANAGE_TOOLS decides whether it is published.
function assertMayPublish(actor: Actor, state: string | undefined): void {
  if (state !== undefined && state !== 'draft' && !can(actor, 'manage', { type: 'tool' })) {
    throw new ForbiddenError(msg('errors', 'tools.publish_needs_permission'));
  }
}

async function replaceToolTags(db: Executor, toolId: number, names: string[]): Promise<void> {
  const rows = await resolveTagIds(db, names, 'tool.tags');
  await db.delete(toolTags).where(eq(toolTags.toolId, toolId));
  if (rows.length) await db.insert(toolTags).values(rows.map((t) => ({ toolId, tagId: t.id })));
}

function conflict(error: unknown): never {
  if (isUniqueViolation(error))
    throw new ConflictError(msg('errors', 'tools.slug_taken'), [
      localDetail('tool.slug', msg('errors', 'validation.already_used')),
    ]);
  throw error;
}

/** Creates a tool. */
export async function createTool(
  db: Database,
  actor: NonNullable<Actor>,
  input: ToolCreateBody['tool'],
  ip?: string,
): Promise<ToolRow> {
  assertMayPublish(actor, input.state);
  const body = renderedBody(toolKind, input.body);
  try {
    return await transaction(db, async (tx) => {
      const slug = input.slug ?? (await uniqueSlug(tx, 'tools', input.name, 'tool'));
      const [row] = await tx
        .insert(tools)
        .values({
          name: input.name,
          slug,
          type: input.type,
          state: input.state,
          description: input.description,
          url: input.url ?? null,
          ...body.columns,
          authorId: actor.id,
          publishedAt: input.state === 'published' ? new Date() : null,
        })
        .returning();
      await replaceToolTags(tx, row!.id, input.tags);
      await refreshToolVector(tx, row!.id);
      await emit(tx, {
        type: 'record.changed',
        actor,
        ip,
        action: 'tool.create',
        subjectId: row!.id,
        summary: `Created tool ${row!.name}`,
        after: row,
        target: row!.state === 'published' ? { tags: objectTags('tool', row!.slug) } : undefined,
      });
      return row!;
    });
  } catch (error) {
    return conflict(error);
  }
}

/** Updates a tool. */
export async function updateTool(
  db: Database,
  actor: Actor,
  row: ToolRow,
  input: ToolUpdateBody['tool'],
  ip?: string,
): Promise<ToolRow> {
  assertMayPublish(actor, input.state);
  const patch: Partial<typeof tools.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.slug !== undefined) patch.slug = input.slug;
  if (input.type !== undefined) patch.type = input.type;
  if (input.description !== undefined) patch.description = input.description;
  if (input.url !== undefined) patch.url = input.url;
  if (input.state !== undefined) patch.state = input.state;
  if (input.state === 'published' && !row.publishedAt) patch.publishedAt = new Date();
  if (input.body !== undefined) Object.assign(patch, renderedBody(toolKind, input.body).columns);
  try {
    return await transaction(db, async (tx) => {
      const [saved] = await tx.update(tools).set(patch).where(eq(tools.id, row.id)).returning();
      if (input.tags !== undefined) await replaceToolTags(tx, row.id, input.tags);
      await refreshToolVector(tx, row.id);
      await emit(tx, {
        type: 'record.changed',
        actor,
        ip,
        action: 'tool.update',
        subjectId: row.id,
        summary: `Updated tool ${saved!.name}`,
        before: row,
        after: saved,
        target: { tags: [...objectTags('tool', row.slug), ...objectTags('tool', saved!.slug)] },
      });
      return saved!;
    });
  } catch (error) {
    return conflict(error);
  }
}
