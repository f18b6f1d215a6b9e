// Translations that know which parts are stale (issue #31, item 4): what a translated tutorial recorded of its
// original's blocks, which of them changed since (with the original's words then → now), the translators' queue of
// stale blocks per language, the coverage table, and the rendering of a translation with its original's code blocks.
// The block rules themselves (keys, hashes, what is stale, what is shared) are pure, in @reef/core (content/blocks.ts).
import {
  composeTranslation,
  LANGUAGES,
  markCurrent,
  objectTags,
  recordAll,
  recordOnSave,
  sectionsOf,
  splitBlocks,
  staleBlocks,
  type Actor,
  type ContentBlock,
  type DiffPart,
  type Language,
  type SourceBlocks,
  type StaleBlock,
  type StaleSection,
  type TranslationCoverage,
  type TranslationQueue,
  type TranslationStatus,
} from '@reef/core';
import { diffWordsWithSpace } from 'diff';
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import type { TutorialRow } from '../../db/rows.js';
import { tutorialVersions, tutorials } from '../../db/schema/index.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { queryRows } from '../../platform/lib/sql.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { renderedBody, tutorialKind, type RenderedBody } from '../../platform/services/content-kinds.js';
import { isVersionHidden } from '../../platform/services/content-versions.js';

/** Past this many edits a block's diff shows the old text removed and the new added (bounded CPU). */
const MAX_EDIT_LENGTH = 2000;

/** The original of a translation as the block rules read it. */
export type TranslationSource = {
  id: number;
  slug: string;
  title: string;
  language: string;
  state: string;
  version: number;
  blocks: ContentBlock[];
};

const sourceColumns = {
  id: tutorials.id,
  slug: tutorials.slug,
  title: tutorials.title,
  language: tutorials.language,
  state: tutorials.state,
  version: tutorials.version,
  bodyMarkdown: tutorials.bodyMarkdown,
  translationOfId: tutorials.translationOfId,
};

function toSource(row: Omit<TranslationSource, 'blocks'> & { bodyMarkdown: string }): TranslationSource {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language,
    state: row.state,
    version: row.version,
    blocks: splitBlocks(row.bodyMarkdown),
  };
}

/**
 * The original a translation of `originalId` is made from (a translation of a translation reads the first
 * original, as the tutorial service links it), or null when there is none.
 */
export async function loadTranslationSource(
  db: Executor,
  originalId: number,
): Promise<TranslationSource | null> {
  const [row] = await db.select(sourceColumns).from(tutorials).where(eq(tutorials.id, originalId)).limit(1);
  if (!row) return null;
  if (row.translationOfId) return loadTranslationSource(db, row.translationOfId);
  return toSource(row);
}

/**
 * What a translation recorded of its original. A translation saved before blocks were recorded is read as made from
 * the original's version of the time it was last saved (`tracked: false`).
 */
async function recordOf(
  db: Executor,
  row: Pick<TutorialRow, 'sourceBlocks' | 'updatedAt'>,
  source: TranslationSource,
): Promise<{ record: SourceBlocks; tracked: boolean }> {
  if (row.sourceBlocks) return { record: row.sourceBlocks, tracked: true };
  const [then] = await db
    .select({ version: tutorialVersions.version, bodyMarkdown: tutorialVersions.bodyMarkdown })
    .from(tutorialVersions)
    .where(and(eq(tutorialVersions.tutorialId, source.id), lte(tutorialVersions.createdAt, row.updatedAt)))
    .orderBy(desc(tutorialVersions.version))
    .limit(1);
  if (!then) return { record: recordAll(source.blocks, source.version), tracked: false };
  return { record: recordAll(splitBlocks(then.bodyMarkdown), then.version), tracked: false };
}

/** The rendered columns of a translation: its own markdown kept, rendered with the original's shared code blocks. */
export function renderedTranslation(
  markdown: string,
  source: TranslationSource,
  record: SourceBlocks,
): RenderedBody {
  const rendered = renderedBody(tutorialKind, composeTranslation(markdown, source.blocks, record));
  return { ...rendered, columns: { ...rendered.columns, bodyMarkdown: markdown } };
}

/** The record of a new translation: every block of the original as it is now. */
export function recordForNew(source: TranslationSource): SourceBlocks {
  return recordAll(source.blocks, source.version);
}

/**
 * The record after a translator saved the translation's body: the blocks they changed are recorded against the
 * original as it is now, the others keep what they had (see `recordOnSave`).
 */
export async function recordForSave(
  db: Executor,
  row: TutorialRow,
  source: TranslationSource,
  body: string,
): Promise<SourceBlocks> {
  const { record } = await recordOf(db, row, source);
  return recordOnSave(
    record,
    splitBlocks(row.bodyMarkdown),
    splitBlocks(body),
    source.blocks,
    source.version,
  );
}

/**
 * After an original's body changed: each translation is rendered again with the original's current code blocks
 * (their markdown, version and last change are theirs and stay). Returns the slugs of the translations, whose pages
 * now show other stale blocks.
 */
export async function refreshTranslationsOf(tx: Executor, original: TutorialRow): Promise<string[]> {
  const rows = await tx
    .select({
      id: tutorials.id,
      slug: tutorials.slug,
      bodyMarkdown: tutorials.bodyMarkdown,
      sourceBlocks: tutorials.sourceBlocks,
      updatedAt: tutorials.updatedAt,
    })
    .from(tutorials)
    .where(eq(tutorials.translationOfId, original.id));
  if (rows.length === 0) return [];
  const source = toSource(original);
  for (const row of rows) {
    const { record } = await recordOf(tx, row, source);
    const { columns } = renderedTranslation(row.bodyMarkdown, source, record);
    await tx
      .update(tutorials)
      .set({
        bodyHtml: columns.bodyHtml,
        headings: columns.headings,
        rendererVersion: columns.rendererVersion,
      })
      .where(eq(tutorials.id, row.id));
  }
  return rows.map((row) => row.slug);
}

function diffParts(before: string, after: string): DiffPart[] {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) {
    return [
      ...(before ? [{ op: 'delete' as const, text: before }] : []),
      ...(after ? [{ op: 'insert' as const, text: after }] : []),
    ];
  }
  return changes.map((change) => ({
    op: change.added ? 'insert' : change.removed ? 'delete' : 'equal',
    text: change.value,
  }));
}

/** The original's blocks of the versions the stale blocks were read in, by version (a hidden version reads empty). */
async function blocksOfVersions(
  db: Executor,
  originalId: number,
  versions: readonly number[],
): Promise<Map<number, Map<string, ContentBlock>>> {
  const wanted = [...new Set(versions)];
  const result = new Map<number, Map<string, ContentBlock>>();
  if (wanted.length === 0) return result;
  const rows = await db
    .select({ version: tutorialVersions.version, bodyMarkdown: tutorialVersions.bodyMarkdown })
    .from(tutorialVersions)
    .where(and(eq(tutorialVersions.tutorialId, originalId), inArray(tutorialVersions.version, wanted)));
  for (const row of rows) {
    // A version a moderator hid (issue #32: a leaked secret) is never quoted in a diff.
    if (await isVersionHidden(db, 'tutorial', originalId, row.version)) continue;
    result.set(row.version, new Map(splitBlocks(row.bodyMarkdown).map((block) => [block.key, block])));
  }
  return result;
}

/** The stale blocks of a translation grouped by its sections, each block with the original's diff then → now. */
async function staleSectionsOf(
  db: Executor,
  source: TranslationSource,
  translation: readonly ContentBlock[],
  stale: readonly StaleBlock[],
): Promise<StaleSection[]> {
  const then = await blocksOfVersions(
    db,
    source.id,
    stale.flatMap((block) => (block.since === null ? [] : [block.since])),
  );
  const now = new Map(source.blocks.map((block) => [block.key, block]));
  const ownTitles = new Map(sectionsOf(translation).map((s) => [s.index, s.title]));
  const originalTitles = new Map(sectionsOf(source.blocks).map((s) => [s.index, s.title]));
  const sections = new Map<number, StaleSection>();
  for (const block of stale) {
    let section = sections.get(block.section);
    if (!section) {
      section = {
        key: `s${block.section}`,
        title: ownTitles.get(block.section) ?? null,
        original_title: originalTitles.get(block.section) ?? null,
        blocks: [],
      };
      sections.set(block.section, section);
    }
    const before = block.since === null ? '' : (then.get(block.since)?.get(block.key)?.text ?? '');
    const after = now.get(block.key)?.text ?? '';
    section.blocks.push({
      key: block.key,
      kind: block.kind,
      change: block.change,
      since_version: block.since,
      diff: diffParts(before, after),
    });
  }
  return [...sections.values()];
}

/**
 * Where a translation stands against its original, for its page and its editor: undefined for an original, or when
 * the actor may not read the original (a draft original's words are not shown through its translation).
 */
export async function translationStatusOf(
  db: Executor,
  actor: Actor,
  row: TutorialRow,
): Promise<TranslationStatus | undefined> {
  if (!row.translationOfId) return undefined;
  const [original] = await db
    .select(sourceColumns)
    .from(tutorials)
    .where(
      and(
        eq(tutorials.id, row.translationOfId),
        visibleScope(actor, 'tutorial', { state: tutorials.state, authorId: tutorials.authorId }),
      ),
    )
    .limit(1);
  if (!original) return undefined;
  const source = toSource(original);
  const { record, tracked } = await recordOf(db, row, source);
  const translation = splitBlocks(row.bodyMarkdown);
  const stale = staleBlocks(source.blocks, record, translation);
  return {
    original: {
      id: source.id,
      slug: source.slug,
      title: source.title,
      language: source.language as Language,
      version: source.version,
    },
    tracked,
    up_to_date: stale.length === 0,
    stale_sections: await staleSectionsOf(db, source, translation, stale),
  };
}

type QueueRow = {
  id: number;
  slug: string;
  title: string;
  language: string;
  state: string;
  bodyMarkdown: string;
  sourceBlocks: SourceBlocks | null;
  updatedAt: Date;
  original: Omit<TranslationSource, 'blocks'> & { bodyMarkdown: string };
};

/** Every translated tutorial (not trashed) with its original, of one language or all. */
async function translationRows(db: Executor, language: Language | undefined): Promise<QueueRow[]> {
  const o = alias(tutorials, 'o');
  const rows = await db
    .select({
      id: tutorials.id,
      slug: tutorials.slug,
      title: tutorials.title,
      language: tutorials.language,
      state: tutorials.state,
      bodyMarkdown: tutorials.bodyMarkdown,
      sourceBlocks: tutorials.sourceBlocks,
      updatedAt: tutorials.updatedAt,
      original: {
        id: o.id,
        slug: o.slug,
        title: o.title,
        language: o.language,
        state: o.state,
        version: o.version,
        bodyMarkdown: o.bodyMarkdown,
      },
    })
    .from(tutorials)
    .innerJoin(o, eq(o.id, tutorials.translationOfId))
    .where(
      and(
        isNotNull(tutorials.translationOfId),
        sql`${tutorials.state} <> 'trashed'`,
        language ? eq(tutorials.language, language) : undefined,
      ),
    )
    .orderBy(tutorials.language, tutorials.id);
  return rows;
}

/** A translation's stale blocks without their diffs (the queue and the coverage need no words). */
async function staleOfRow(db: Executor, row: QueueRow) {
  const source = toSource(row.original);
  const { record, tracked } = await recordOf(db, row, source);
  const translation = splitBlocks(row.bodyMarkdown);
  return { source, translation, tracked, stale: staleBlocks(source.blocks, record, translation) };
}

/** The translators' queue: every translation of `language` (or of all) with stale blocks, most stale blocks first. */
export async function translationQueue(
  db: Executor,
  language: Language | undefined,
): Promise<TranslationQueue> {
  const data: TranslationQueue['data'] = [];
  for (const row of await translationRows(db, language)) {
    const { source, translation, tracked, stale } = await staleOfRow(db, row);
    if (stale.length === 0) continue;
    const own = new Map(sectionsOf(translation).map((s) => [s.index, s.title]));
    const theirs = new Map(sectionsOf(source.blocks).map((s) => [s.index, s.title]));
    data.push({
      tutorial: {
        id: row.id,
        slug: row.slug,
        title: row.title,
        language: row.language as Language,
        state: row.state as TranslationQueue['data'][number]['tutorial']['state'],
      },
      original: { id: source.id, slug: source.slug, title: source.title, version: source.version },
      tracked,
      blocks: stale.map((block) => ({
        key: block.key,
        kind: block.kind,
        change: block.change,
        since_version: block.since,
        section_title: own.get(block.section) ?? theirs.get(block.section) ?? null,
      })),
    });
  }
  return { data: data.sort((a, b) => b.blocks.length - a.blocks.length || a.tutorial.id - b.tutorial.id) };
}

const COVERAGE_TABLES = [
  { kind: 'tutorial', table: 'tutorials', original: 'translation_of_id' },
  { kind: 'post', table: 'posts', original: 'original_id' },
  { kind: 'static_page', table: 'static_pages', original: 'original_id' },
] as const;

/**
 * Per language and content kind: the originals written in another language (not trashed), how many have a
 * translation in it, and — for tutorials, whose blocks are recorded — how many of those have no stale block.
 */
export async function translationCoverage(db: Executor): Promise<TranslationCoverage> {
  const upToDate = new Map<string, number>();
  for (const row of await translationRows(db, undefined)) {
    const { stale } = await staleOfRow(db, row);
    if (stale.length === 0) upToDate.set(row.language, (upToDate.get(row.language) ?? 0) + 1);
  }
  const data: TranslationCoverage['data'] = [];
  for (const { kind, table, original } of COVERAGE_TABLES) {
    const t = sql.identifier(table);
    const fk = sql.identifier(original);
    const counts = await queryRows<{ language: string; originals: number; translated: number }>(
      db,
      sql`select l.language,
            (select count(*)::int from ${t} o where o.${fk} is null and o.language <> l.language and o.state <> 'trashed') as originals,
            (select count(distinct x.${fk})::int from ${t} x join ${t} o on o.id = x.${fk}
              where x.language = l.language and x.state <> 'trashed' and o.state <> 'trashed') as translated
          from unnest(${sql.raw(`array[${LANGUAGES.map((l) => `'${l}'`).join(', ')}]`)}::text[]) as l(language)`,
    );
    const byLanguage = new Map(counts.map((row) => [row.language, row]));
    for (const language of LANGUAGES) {
      const row = byLanguage.get(language);
      data.push({
        kind,
        language,
        originals: Number(row?.originals ?? 0),
        translated: Number(row?.translated ?? 0),
        up_to_date: kind === 'tutorial' ? (upToDate.get(language) ?? 0) : null,
      });
    }
  }
  return { data };
}

/**
 * "Mark up to date": a translator who checked stale blocks (the original's change needs no change of the
 * translation) records them against the original as it is now, every stale block when `keys` is undefined. The
 * translation is rendered again (a code block's override depends on the record); its text, version and last change
 * stay. Returns the keys that were stale and are now marked; an original has none and nothing changes.
 */
export async function markBlocksUpToDate(
  db: Executor,
  actor: NonNullable<Actor>,
  row: TutorialRow,
  keys: readonly string[] | undefined,
): Promise<string[]> {
  if (!row.translationOfId) return [];
  const source = await loadTranslationSource(db, row.translationOfId);
  if (!source) return [];
  const { record: before } = await recordOf(db, row, source);
  const translation = splitBlocks(row.bodyMarkdown);
  const staleBefore = staleBlocks(source.blocks, before, translation).map((block) => block.key);
  const record = markCurrent(before, source.blocks, source.version, keys);
  const staleAfter = new Set(staleBlocks(source.blocks, record, translation).map((block) => block.key));
  const marked = staleBefore.filter((key) => !staleAfter.has(key));
  const { columns } = renderedTranslation(row.bodyMarkdown, source, record);
  await transaction(db, async (tx) => {
    await tx
      .update(tutorials)
      .set({
        sourceBlocks: record,
        bodyHtml: columns.bodyHtml,
        headings: columns.headings,
        rendererVersion: columns.rendererVersion,
      })
      .where(eq(tutorials.id, row.id));
    await emit(tx, {
      type: 'record.changed',
      actor,
      action: 'tutorial.update',
      subjectId: row.id,
      summary: `Translation blocks marked up to date: ${marked.join(', ') || 'none'}`,
      audit: 'staff',
      target: { tags: objectTags('tutorial', row.slug) },
    });
  });
  return marked;
}
