// Versions of static pages and posts: every save (create, update, restore) records the whole page or post as the
// admin API answered it, with who saved it; an editor compares a version with the current one and restores it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contentVersions } from '../../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { loadAuthors } from './relations.js';

export type VersionedSubject = 'static_page' | 'post';
export type ContentVersionRow = typeof contentVersions.$inferSelect;

/** Records the next version of a page or post, in the save's transaction. */
export async function recordVersion(
  tx: Executor,
  subject: VersionedSubject,
  subjectId: number,
  data: Record<string, unknown>,
  authorId: number | null,
): Promise<ContentVersionRow> {
  // The unique (subject_type, subject_id, number) index refuses a second writer of the same number; saves of one
  // object are already serialised by the edit lock when the editor sends If-Match.
  const [row] = await tx
    .insert(contentVersions)
    .values({
      subjectType: subject,
      subjectId,
      number: sql`(select coalesce(max(${contentVersions.number}), 0) + 1 from ${contentVersions} where ${contentVersions.subjectType} = ${subject} and ${contentVersions.subjectId} = ${subjectId})`,
      data,
      authorId,
    })
    .returning();
  return row!;
}

/** Every version of a page or post, newest first. */
export function listVersions(db: Executor, subject: VersionedSubject, subjectId: number) {
  return db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.subjectType, subject), eq(contentVersions.subjectId, subjectId)))
    .orderBy(desc(contentVersions.number));
}

/** One version by number, or 404. */
export async function findVersion(
  db: Executor,
  subject: VersionedSubject,
  subjectId: number,
  number: number,
): Promise<ContentVersionRow> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.subjectType, subject),
        eq(contentVersions.subjectId, subjectId),
        eq(contentVersions.number, number),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(`Version ${number} not found`);
  return row;
}

/** The authors of versions, for their presenter. */
export function loadVersionAuthors(db: Executor, rows: ContentVersionRow[]) {
  return loadAuthors(
    db,
    rows.map((r) => r.authorId),
  );
}
