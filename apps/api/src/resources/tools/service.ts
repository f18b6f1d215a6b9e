// Tools: public reads for the static-content API (their admin writes belong to the admin API).
import type { Actor } from '@reef/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { ToolRow } from '../../db/rows.js';
import { tools } from '../../db/schema/index.js';
import { paginate, toPage } from '../../platform/lib/pagination.js';
import { findContent, toolKind } from '../../platform/services/content-kinds.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { loadAuthors, loadTags } from '../../platform/services/relations.js';

export type { ToolRow } from '../../db/rows.js';

/** A tool the actor may see, or 404. */
export async function findTool(db: Executor, actor: Actor, idOrSlug: string): Promise<ToolRow> {
  return findContent(db, toolKind, actor, idOrSlug);
}

/** Tools the actor may see, newest first. */
export async function listTools(
  db: Executor,
  actor: Actor,
  input: { page: number; limit: number; type?: string },
) {
  const page = toPage(input.page, input.limit);
  const where = and(
    visibleScope(actor, 'tool', { state: tools.state, authorId: tools.authorId }, { listing: true }),
    input.type ? eq(tools.type, input.type) : undefined,
  );
  const { rows, meta } = await paginate(
    db,
    page,
    db.select().from(tools).where(where).orderBy(desc(tools.createdAt), desc(tools.id)).$dynamic(),
    { from: tools, where },
  );
  return { rows, ...(await bundleTools(db, rows)), meta };
}

/** Authors and tags of tools. */
export async function bundleTools(db: Executor, rows: ToolRow[]) {
  const [authors, tags] = await Promise.all([
    loadAuthors(
      db,
      rows.map((r) => r.authorId),
    ),
    loadTags(
      db,
      'tool',
      rows.map((r) => r.id),
    ),
  ]);
  return { authors, tags };
}
