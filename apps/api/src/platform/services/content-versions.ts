// Versions of static pages and posts: every save (create, update, restore) records the whole page or post as the
// admin API answered it, with who saved it; an editor compares a version with the current one and restores it.
// The same rows are the revisions of tutorials, questions and comments (issue #32, resources/revisions): each save
// of their text records `{ title?, description?, body_markdown, body_html }`.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contentVersions } from '../../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { msg } from '../i18n.js';
import { loadAuthors } from './relations.js';

export type VersionedSubject = 'static_page' | 'post';
/** What keeps revisions of its text (resources/revisions). */
export type RevisedSubject = 'tutorial' | 'question' | 'comment';
export type ContentVersionRow = typeof contentVersions.$inferSelect;

/** Records the next version of a page, post, tutorial, question or comment, in the save's transaction. */
export async function recordVersion(
  tx: Executor,
  subject: VersionedSubject | RevisedSubject,
  subjectId: number,
  data: Record<string, unknown>,
  authorId: number | null,
  summary: string | null = null,
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
      summary,
    })
    .returning();
  return row!;
}

/** Every version of a page or post (or revision of a tutorial, question or comment), newest first. */
export function listVersions(db: Executor, subject: VersionedSubject | RevisedSubject, subjectId: number) {
  return db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.subjectType, subject), eq(contentVersions.subjectId, subjectId)))
    .orderBy(desc(contentVersions.number));
}

/** One version by number, or 404. */
export async function findVersion(
  db: Executor,
  subject: VersionedSubject | RevisedSubject,
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
  if (!row) throw new NotFoundError(msg('errors', 'versions.number_not_found', { number }));
  return row;
}

/** The authors of versions, for their presenter. */
export function loadVersionAuthors(db: Executor, rows: ContentVersionRow[]) {
  return loadAuthors(
    db,
    rows.map((r) => r.authorId),
  );
}

/** The text of a tutorial, question or comment as its revision records it. */
export function revisionData(row: {
  title?: string;
  description?: string;
  bodyMarkdown: string;
  bodyHtml: string;
}): Record<string, string> {
  return {
    ...(row.title !== undefined ? { title: row.title } : {}),
    ...(row.description !== undefined ? { description: row.description } : {}),
    body_markdown: row.bodyMarkdown,
    body_html: row.bodyHtml,
  };
}

/** Whether a moderator hid this version's text (a tutorial's saved versions honour it too). */
export async function isVersionHidden(
  db: Executor,
  subject: VersionedSubject | RevisedSubject,
  subjectId: number,
  number: number,
): Promise<boolean> {
  const [row] = await db
    .select({ hiddenAt: contentVersions.hiddenAt })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.subjectType, subject),
        eq(contentVersions.subjectId, subjectId),
        eq(contentVersions.number, number),
      ),
    )
    .limit(1);
  return !!row?.hiddenAt;
}
