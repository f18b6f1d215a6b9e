// Revisions of questions, answers, comments and tutorials (issue #32): every save of their text is a
// `content_versions` row (recorded by their own services, the first on creation); this lists them with their diffs,
// rolls an item back to one (a new save through the item's own service, so its checks and events run), and hides a
// revision's text from everyone but moderators. Rollback and hiding are audited.
import {
  can,
  contentPath,
  type Actor,
  type RevisionList,
  type RevisionSubject,
  type RevisionView,
  type Subject,
} from '@reef/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { contentVersions, questions, tutorials } from '../../db/schema/index.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { ConflictError, localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { isNumericId } from '../../platform/lib/pagination.js';
import { queryRows } from '../../platform/lib/sql.js';
import { commentSubject, questionSubject, tutorialSubject } from '../../platform/policies/subjects.js';
import {
  commentKind,
  questionKind,
  renderedBody,
  tutorialKind,
} from '../../platform/services/content-kinds.js';
import {
  findVersion,
  listVersions,
  type ContentVersionRow,
} from '../../platform/services/content-versions.js';
import { loadAuthors } from '../../platform/services/relations.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';
import { findComment, updateComment } from '../comments/index.js';
import { findQuestion, updateQuestion } from '../questions/index.js';
import { findTutorial, updateTutorial } from '../tutorials/index.js';
import { renderDiff } from './diff.js';

type QuestionRow = Awaited<ReturnType<typeof findQuestion>>;
type CommentRow = Awaited<ReturnType<typeof findComment>>;
type TutorialRow = Awaited<ReturnType<typeof findTutorial>>;

/** An item that keeps revisions, as the routes and the rules see it. */
export type RevisedItem =
  | { kind: 'question'; id: number; title: string; path: string; subject: Subject; row: QuestionRow }
  | { kind: 'comment'; id: number; title: string; path: string; subject: Subject; row: CommentRow }
  | { kind: 'tutorial'; id: number; title: string; path: string; subject: Subject; row: TutorialRow };

/** The text fields a revision records. */
export type RevisionText = {
  title?: string;
  description?: string;
  body_markdown: string;
  body_html?: string;
};

/** Loads a question, comment or tutorial the actor may read by id (or slug for questions and tutorials), or 404. */
export async function loadRevisedItem(
  db: Executor,
  actor: Actor,
  kind: RevisionSubject,
  idOrSlug: string,
): Promise<RevisedItem> {
  if (kind === 'question') {
    const row = await findQuestion(db, actor, idOrSlug);
    return {
      kind,
      id: row.id,
      title: row.title,
      path: contentPath('question', row.slug),
      subject: questionSubject(row),
      row,
    };
  }
  if (kind === 'tutorial') {
    const row = await findTutorial(db, actor, idOrSlug);
    return {
      kind,
      id: row.id,
      title: row.title,
      path: contentPath('tutorial', row.slug),
      subject: tutorialSubject(row),
      row,
    };
  }
  if (!isNumericId(idOrSlug)) throw new NotFoundError(msg('errors', 'missing.comment'));
  const row = await findComment(db, actor, Number(idOrSlug));
  const root = await rootOf(db, row.rootType, row.rootId);
  const what = row.type === 'answer' ? 'Answer' : 'Comment';
  return {
    kind,
    id: row.id,
    title: root ? `${what} on “${root.title}”` : `${what} ${row.id}`,
    path: root ? contentPath(row.rootType, root.slug, { comment: row.id }) : '/community',
    subject: commentSubject(row),
    row,
  };
}

async function rootOf(db: Executor, type: string, id: number) {
  const table = type === 'question' ? questions : type === 'tutorial' ? tutorials : null;
  if (!table) return null;
  const [root] = await db
    .select({ title: table.title, slug: table.slug })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return root ?? null;
}

const KINDS = { question: questionKind, comment: commentKind, tutorial: tutorialKind } as const;

/** What a diff compares: the markdown source with its title and description, or the rendered text. */
export function comparedText(item: RevisedItem, data: RevisionText, view: RevisionView): string {
  const head = [data.title, data.description].filter((v): v is string => !!v);
  if (view === 'markdown') return [...head, data.body_markdown].join('\n\n') + '\n';
  const preset = item.kind === 'comment' ? { type: item.row.type } : {};
  const text = renderedBody(KINDS[item.kind], data.body_markdown, preset).document.text;
  return [...head, text].join('\n\n');
}

/** Whether the actor may read a revision's text: it is not hidden, or the actor moderates the item. */
function isReadable(row: ContentVersionRow, isModerator: boolean): boolean {
  return row.hiddenAt === null || isModerator;
}

/** The item's revisions, newest first, each with its diff against the one before (rendered text or markdown). */
export async function listRevisions(
  db: Executor,
  actor: Actor,
  item: RevisedItem,
  view: RevisionView,
): Promise<RevisionList> {
  const rows = await listVersions(db, item.kind, item.id);
  const isModerator = !!actor && can(actor, 'moderate', item.subject);
  const authors = await loadAuthors(db, [...rows.map((r) => r.authorId), ...rows.map((r) => r.hiddenById)]);
  const texts = new Map<number, string>();
  const textOf = (row: ContentVersionRow) => {
    if (!texts.has(row.number)) texts.set(row.number, comparedText(item, row.data as RevisionText, view));
    return texts.get(row.number)!;
  };
  const current = rows[0]?.number;
  return {
    subject: { type: item.kind, id: item.id, title: item.title, path: item.path },
    view,
    data: rows.map((row, i) => {
      const previous = rows[i + 1];
      const readable = isReadable(row, isModerator);
      const data = row.data as RevisionText;
      const diffable = readable && (!previous || isReadable(previous, isModerator));
      return {
        number: row.number,
        author: presentAuthor(authors, row.authorId),
        created_at: row.createdAt.toISOString(),
        summary: row.summary,
        is_current: row.number === current,
        hidden: row.hiddenAt
          ? {
              at: row.hiddenAt.toISOString(),
              reason: row.hiddenReason ?? '',
              by: presentAuthor(authors, row.hiddenById),
            }
          : null,
        title: readable ? (data.title ?? null) : null,
        body_markdown: readable ? data.body_markdown : null,
        diff: diffable
          ? renderDiff(previous ? textOf(previous) : '', textOf(row), view === 'markdown' ? 'lines' : 'words')
          : null,
      };
    }),
    abilities: {
      rollback: !!actor && can(actor, 'update', item.subject),
      hide: isModerator,
    },
  };
}

/** The newest revision's number (0 when none was recorded). */
async function latestNumber(db: Executor, item: RevisedItem): Promise<number> {
  const [row] = await db
    .select({ number: contentVersions.number })
    .from(contentVersions)
    .where(and(eq(contentVersions.subjectType, item.kind), eq(contentVersions.subjectId, item.id)))
    .orderBy(desc(contentVersions.number))
    .limit(1);
  return row?.number ?? 0;
}

/**
 * Saves a new text through the item's own service (its spam checks, search vector, events and revision), then
 * stamps the revision it recorded with `summary` and, for an accepted suggestion, its suggester as author.
 * Returns the new revision's number, or null when the text was already the same (nothing saved).
 */
export async function saveRevisedText(
  tx: Executor,
  actor: NonNullable<Actor>,
  item: RevisedItem,
  text: { title?: string; description?: string; body: string },
  stamp: { summary: string; authorId?: number },
  ip?: string,
): Promise<number | null> {
  const before = await latestNumber(tx, item);
  // Inside this transaction the service's own `transaction()` is a savepoint of the same unit of work.
  const db = tx as Database;
  if (item.kind === 'question')
    await updateQuestion(db, actor, item.row, { title: text.title, body: text.body }, ip);
  else if (item.kind === 'comment') await updateComment(db, actor, item.row, { body: text.body }, ip);
  else
    await updateTutorial(db, actor, item.row, {
      title: text.title,
      description: text.description,
      body: text.body,
    });
  const after = await latestNumber(tx, item);
  if (after === before) return null;
  await tx
    .update(contentVersions)
    .set({ summary: stamp.summary, ...(stamp.authorId ? { authorId: stamp.authorId } : {}) })
    .where(
      and(
        eq(contentVersions.subjectType, item.kind),
        eq(contentVersions.subjectId, item.id),
        eq(contentVersions.number, after),
      ),
    );
  return after;
}

/**
 * Rolls an item back to one of its revisions: a new revision with that text (history is never rewritten). Rolling
 * back to the current revision changes nothing. A hidden revision cannot be restored (its text is what was hidden).
 */
export async function rollbackRevision(
  db: Database,
  actor: NonNullable<Actor>,
  item: RevisedItem,
  number: number,
  ip?: string,
): Promise<void> {
  const target = await findVersion(db, item.kind, item.id, number);
  if (target.hiddenAt)
    throw new UnprocessableError(msg('errors', 'revisions.hidden_restore'), [
      localDetail('number', msg('errors', 'revisions.hidden_detail')),
    ]);
  const data = target.data as RevisionText;
  await transaction(db, async (tx) => {
    const saved = await saveRevisedText(
      tx,
      actor,
      item,
      { title: data.title, description: data.description, body: data.body_markdown },
      { summary: `Rolled back to revision ${number}` },
      ip,
    );
    if (saved === null) return;
    await emit(tx, {
      type: 'record.changed',
      actor,
      ip,
      action: `${item.kind}.rollback`,
      subjectId: item.id,
      summary: `Rolled back to revision ${number} (now revision ${saved})`,
      after: { revision: saved, restored: number },
    });
  });
}

/**
 * Hides a revision's text (a leaked secret) from everyone but moderators, with the reason shown to all. The current
 * revision is what the page shows, so it is edited or rolled back first. Audited with the reason, never the text.
 */
export async function hideRevision(
  db: Database,
  actor: NonNullable<Actor>,
  item: RevisedItem,
  number: number,
  reason: string,
  ip?: string,
): Promise<void> {
  const target = await findVersion(db, item.kind, item.id, number);
  if (target.hiddenAt) throw new ConflictError(msg('errors', 'revisions.already_hidden', { number }));
  if (number === (await latestNumber(db, item)))
    throw new UnprocessableError(msg('errors', 'revisions.current_hide'), [
      localDetail('number', msg('errors', 'revisions.current_detail')),
    ]);
  await transaction(db, async (tx) => {
    await tx
      .update(contentVersions)
      .set({ hiddenAt: new Date(), hiddenById: actor.id, hiddenReason: reason })
      .where(eq(contentVersions.id, target.id));
    await emit(tx, {
      type: 'record.changed',
      actor,
      ip,
      action: `${item.kind}.revision_hide`,
      subjectId: item.id,
      summary: `Revision ${number} hidden: ${reason}`,
      after: { revision: number, reason },
    });
  });
}

/** How often an item was edited and who improved it through accepted suggestions, first credited first. */
export async function revisionCredits(db: Executor, item: RevisedItem) {
  const [counted] = await db
    .select({ n: count() })
    .from(contentVersions)
    .where(and(eq(contentVersions.subjectType, item.kind), eq(contentVersions.subjectId, item.id)));
  const credited = await queryRows<{ author_id: number }>(
    db,
    sql`select author_id from suggested_edits
        where subject_type = ${item.kind} and subject_id = ${item.id} and state = 'accepted'
        group by author_id order by min(reviewed_at)`,
  );
  const ids = credited.map((r) => r.author_id);
  const authors = await loadAuthors(db, ids);
  return {
    revisions_count: counted?.n ?? 0,
    improved_by: ids.map((id) => presentAuthor(authors, id)).filter((a) => a !== null),
  };
}
