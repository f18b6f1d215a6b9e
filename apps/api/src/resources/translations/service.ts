// Translations that know which parts are stale (issue #31, item 4), for tutorials, posts and static pages: what a
// translation recorded of its original's blocks, which of them changed since (with the original's words then → now),
// the translators' queue of stale blocks per language, the coverage table, and the rendering of a tutorial or post
// translation with its original's code blocks. How each kind is read is in kinds.ts; the block rules themselves
// (keys, hashes, what is stale, what is shared) are pure, in @reef/core (content/blocks.ts, content/page-blocks.ts).
import {
  can,
  COVERAGE_KINDS,
  composeTranslation,
  LANGUAGES,
  markCurrent,
  recordAll,
  recordOnSave,
  staleBlocks,
  type Actor,
  type ContentBlock,
  type DiffPart,
  type Language,
  type SourceBlocks,
  type StaleBlock,
  type StaleSection,
  type TranslatedKind,
  type TranslationCoverage,
  type TranslationQueue,
  type TranslationStatus,
} from '@reef/core';
import { diffWordsWithSpace } from 'diff';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { queryRows } from '../../platform/lib/sql.js';
import { renderedBody, type RenderedBody } from '../../platform/services/content-kinds.js';
import { isVersionHidden } from '../../platform/services/content-versions.js';
import { KINDS, type KindAdapter, type RowOf, type TranslatedRow, type TranslationSource } from './kinds.js';

export type { TranslationSource } from './kinds.js';

/** Past this many edits a block's diff shows the old text removed and the new added (bounded CPU). */
const MAX_EDIT_LENGTH = 2000;

/**
 * The original a translation of `originalId` is made from (a translation of a translation reads the first
 * original, as the services link it), or null when there is none.
 */
export async function loadTranslationSource(
  db: Executor,
  kind: TranslatedKind,
  originalId: number,
): Promise<TranslationSource | null> {
  const [row] = await KINDS[kind].load(db, (c) => eq(c.id, originalId));
  if (!row) return null;
  if (row.originalId) return loadTranslationSource(db, kind, row.originalId);
  return row;
}

/**
 * What a translation recorded of its original. A translation saved before blocks were recorded is read as made from
 * the original's version of the time it was last saved (`tracked: false`).
 */
async function recordOf(
  db: Executor,
  row: Pick<TranslatedRow, 'sourceBlocks' | 'updatedAt'>,
  source: TranslationSource,
): Promise<{ record: SourceBlocks; tracked: boolean }> {
  if (row.sourceBlocks) return { record: row.sourceBlocks, tracked: true };
  const then = await KINDS[source.kind].versionAt(db, source.id, row.updatedAt);
  if (!then) return { record: recordAll(source.blocks, source.version), tracked: false };
  return { record: recordAll(then.blocks, then.version), tracked: false };
}

/**
 * The rendered columns of a tutorial or post translation: its own markdown kept, rendered with the original's
 * shared code blocks.
 */
export function renderedTranslation(
  markdown: string,
  source: TranslationSource,
  record: SourceBlocks,
): RenderedBody {
  const rendering = KINDS[source.kind].rendering;
  if (!rendering) throw new Error(`A ${source.kind} has no markdown body`);
  const rendered = renderedBody(rendering, composeTranslation(markdown, source.blocks, record), {
    type: source.type,
  });
  return { ...rendered, columns: { ...rendered.columns, bodyMarkdown: markdown } };
}

/** The record of a new translation: every block of the original as it is now. */
export function recordForNew(source: TranslationSource): SourceBlocks {
  return recordAll(source.blocks, source.version);
}

/**
 * The record after a translator saved the translation's body (its markdown, or a page's slices): the blocks they
 * changed are recorded against the original as it is now, the others keep what they had (see `recordOnSave`).
 */
export async function recordForSave(
  db: Executor,
  row: Pick<TranslatedRow, 'sourceBlocks' | 'updatedAt' | 'blocks'>,
  source: TranslationSource,
  after: readonly ContentBlock[],
): Promise<SourceBlocks> {
  const { record } = await recordOf(db, row, source);
  return recordOnSave(record, row.blocks, after, source.blocks, source.version);
}

/**
 * What a save changes of a translation's record (`row` before, null on create): linking to an original records all
 * of its blocks, a new body records the blocks the translator changed, unlinking forgets the record (null).
 * `sourceBlocks` is undefined when the record stays; `source` is the original when the body is to be rendered
 * with its shared code blocks.
 */
export async function recordOnWrite(
  db: Executor,
  kind: TranslatedKind,
  row: TranslatedRow | null,
  next: { originalId: number | null; blocks: readonly ContentBlock[]; bodyChanged: boolean },
): Promise<{ source: TranslationSource | null; sourceBlocks: SourceBlocks | null | undefined }> {
  const relinked = next.originalId !== (row?.originalId ?? null);
  if (next.originalId && (relinked || next.bodyChanged)) {
    const source = await loadTranslationSource(db, kind, next.originalId);
    if (source) {
      const sourceBlocks =
        relinked || !row ? recordForNew(source) : await recordForSave(db, row, source, next.blocks);
      return { source, sourceBlocks };
    }
  }
  if (!next.originalId && row?.originalId) return { source: null, sourceBlocks: null };
  return { source: null, sourceBlocks: undefined };
}

/** A table row of a kind as the block rules read it. */
export function translatedRow<K extends TranslatedKind>(kind: K, row: RowOf[K]): TranslatedRow {
  return KINDS[kind].fromRow(row);
}

/**
 * After an original's body changed: each tutorial or post translation is rendered again with the original's current
 * code blocks (their markdown, version and last change are theirs and stay). Returns the translations, whose pages
 * now show other stale blocks.
 */
export async function refreshTranslationsOf(
  tx: Executor,
  kind: TranslatedKind,
  originalId: number,
): Promise<TranslatedRow[]> {
  const adapter = KINDS[kind] as KindAdapter;
  const source = await loadTranslationSource(tx, kind, originalId);
  if (!source || source.id !== originalId) return [];
  const rows = await adapter.load(tx, (c) => eq(c.originalId, originalId));
  if (!adapter.rendering) return rows;
  for (const row of rows) {
    const { record } = await recordOf(tx, row, source);
    const { columns } = renderedTranslation(row.markdown ?? '', source, record);
    await adapter.write(tx, row.id, {
      rendered: {
        bodyHtml: columns.bodyHtml,
        headings: columns.headings,
        rendererVersion: columns.rendererVersion,
      },
    });
  }
  return rows;
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
  source: TranslationSource,
  versions: readonly number[],
): Promise<Map<number, Map<string, ContentBlock>>> {
  const adapter = KINDS[source.kind];
  const result = new Map<number, Map<string, ContentBlock>>();
  for (const then of await adapter.versions(db, source.id, [...new Set(versions)])) {
    // A version a moderator hid (issue #32: a leaked secret) is never quoted in a diff.
    if (await isVersionHidden(db, adapter.subject, source.id, then.version)) continue;
    result.set(then.version, new Map(then.blocks.map((block) => [block.key, block])));
  }
  return result;
}

/** The section key of a kind: a step of a tutorial or post (`s2`), a slice of a page (`slice3`). */
const sectionKey = (kind: TranslatedKind, section: number) =>
  kind === 'static_page' ? `slice${section}` : `s${section}`;

/** The stale blocks of a translation grouped by its sections, each block with the original's diff then → now. */
async function staleSectionsOf(
  db: Executor,
  source: TranslationSource,
  translation: TranslatedRow,
  stale: readonly StaleBlock[],
): Promise<StaleSection[]> {
  const then = await blocksOfVersions(
    db,
    source,
    stale.flatMap((block) => (block.since === null ? [] : [block.since])),
  );
  const now = new Map(source.blocks.map((block) => [block.key, block]));
  const sections = new Map<number, StaleSection>();
  for (const block of stale) {
    let section = sections.get(block.section);
    if (!section) {
      section = {
        key: sectionKey(source.kind, block.section),
        title: translation.titles.get(block.section) ?? null,
        original_title: source.titles.get(block.section) ?? null,
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

/** The original of a translation as the actor may read it (a draft original's words are not shown through it). */
async function visibleSource(
  db: Executor,
  actor: Actor,
  row: TranslatedRow,
): Promise<TranslationSource | undefined> {
  if (!row.originalId) return undefined;
  const adapter = KINDS[row.kind] as KindAdapter;
  const originalId = row.originalId;
  const [original] = await adapter.load(db, (c) => and(eq(c.id, originalId), adapter.visible(actor)));
  return original;
}

/**
 * Where a translation stands against its original, for its page: undefined for an original, or when the actor may
 * not read the original (a draft original's words are not shown through its translation).
 */
export async function translationStatusOf<K extends TranslatedKind>(
  db: Executor,
  actor: Actor,
  kind: K,
  tableRow: RowOf[K],
): Promise<TranslationStatus | undefined> {
  const row = translatedRow(kind, tableRow);
  const source = await visibleSource(db, actor, row);
  if (!source) return undefined;
  const { record, tracked } = await recordOf(db, row, source);
  const stale = staleBlocks(source.blocks, record, row.blocks);
  return {
    kind,
    original: {
      id: source.id,
      slug: source.slug,
      title: source.title,
      language: source.language as Language,
      version: source.version,
      path: source.path,
    },
    tracked,
    up_to_date: stale.length === 0,
    stale_sections: await staleSectionsOf(db, source, row, stale),
  };
}

/** Every translation of a kind (not trashed) with its original, of one language or all. */
async function translationsWithOriginals(
  db: Executor,
  kind: TranslatedKind,
  language: Language | undefined,
): Promise<{ row: TranslatedRow; source: TranslationSource }[]> {
  const adapter = KINDS[kind] as KindAdapter;
  const rows = await adapter.load(db, (c) =>
    and(
      isNotNull(c.originalId),
      sql`${c.state} <> 'trashed'`,
      language ? eq(c.language, language) : undefined,
    ),
  );
  const ids = [...new Set(rows.flatMap((row) => (row.originalId ? [row.originalId] : [])))];
  const originals = ids.length === 0 ? [] : await adapter.load(db, (c) => inArray(c.id, ids));
  const byId = new Map(originals.map((original) => [original.id, original]));
  return rows.flatMap((row) => {
    const source = row.originalId ? byId.get(row.originalId) : undefined;
    return source ? [{ row, source }] : [];
  });
}

/** A translation's stale blocks without their diffs (the queue and the coverage need no words). */
async function staleOf(db: Executor, row: TranslatedRow, source: TranslationSource) {
  const { record, tracked } = await recordOf(db, row, source);
  return { tracked, stale: staleBlocks(source.blocks, record, row.blocks) };
}

/** The kinds whose translations the actor may edit: their queue is theirs. */
export function kindsEditedBy(actor: Actor): TranslatedKind[] {
  return COVERAGE_KINDS.filter((kind) => can(actor, 'update', { type: kind }));
}

/**
 * The translators' queue: every translation of `language` (or of all) with stale blocks, of the kinds given (those
 * the actor edits), most stale blocks first.
 */
export async function translationQueue(
  db: Executor,
  kinds: readonly TranslatedKind[],
  language: Language | undefined,
): Promise<TranslationQueue> {
  const data: TranslationQueue['data'] = [];
  for (const kind of kinds) {
    for (const { row, source } of await translationsWithOriginals(db, kind, language)) {
      const { tracked, stale } = await staleOf(db, row, source);
      if (stale.length === 0) continue;
      data.push({
        kind,
        translation: {
          id: row.id,
          slug: row.slug,
          title: row.title,
          language: row.language as Language,
          state: row.state,
          path: row.path,
        },
        original: {
          id: source.id,
          slug: source.slug,
          title: source.title,
          version: source.version,
          path: source.path,
        },
        tracked,
        blocks: stale.map((block) => ({
          key: block.key,
          kind: block.kind,
          change: block.change,
          since_version: block.since,
          section_title: row.titles.get(block.section) ?? source.titles.get(block.section) ?? null,
        })),
      });
    }
  }
  const order = (kind: TranslatedKind) => COVERAGE_KINDS.indexOf(kind);
  return {
    data: data.sort(
      (a, b) =>
        b.blocks.length - a.blocks.length ||
        order(a.kind) - order(b.kind) ||
        a.translation.id - b.translation.id,
    ),
  };
}

const COVERAGE_TABLES = [
  { kind: 'tutorial', table: 'tutorials', original: 'translation_of_id' },
  { kind: 'post', table: 'posts', original: 'original_id' },
  { kind: 'static_page', table: 'static_pages', original: 'original_id' },
] as const;

/**
 * Per language and content kind: the originals written in another language (not trashed), how many have a
 * translation in it, and how many of those translations have no stale block.
 */
export async function translationCoverage(db: Executor): Promise<TranslationCoverage> {
  const data: TranslationCoverage['data'] = [];
  for (const { kind, table, original } of COVERAGE_TABLES) {
    const upToDate = new Map<string, number>();
    for (const { row, source } of await translationsWithOriginals(db, kind, undefined)) {
      if (source.state === 'trashed') continue;
      const { stale } = await staleOf(db, row, source);
      if (stale.length === 0) upToDate.set(row.language, (upToDate.get(row.language) ?? 0) + 1);
    }
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
        up_to_date: upToDate.get(language) ?? 0,
      });
    }
  }
  return { data };
}

/**
 * "Mark up to date": a translator who checked stale blocks (the original's change needs no change of the
 * translation) records them against the original as it is now, every stale block when `keys` is undefined. A
 * tutorial or post translation is rendered again (a code block's override depends on the record); its text, version
 * and last change stay. Returns the keys that were stale and are now marked; an original has none and nothing
 * changes.
 */
export async function markBlocksUpToDate<K extends TranslatedKind>(
  db: Executor,
  actor: NonNullable<Actor>,
  kind: K,
  tableRow: RowOf[K],
  keys: readonly string[] | undefined,
): Promise<string[]> {
  const adapter = KINDS[kind] as KindAdapter;
  const row = translatedRow(kind, tableRow);
  if (!row.originalId) return [];
  const source = await loadTranslationSource(db, kind, row.originalId);
  if (!source) return [];
  const { record: before } = await recordOf(db, row, source);
  const staleBefore = staleBlocks(source.blocks, before, row.blocks).map((block) => block.key);
  const record = markCurrent(before, source.blocks, source.version, keys);
  const staleAfter = new Set(staleBlocks(source.blocks, record, row.blocks).map((block) => block.key));
  const marked = staleBefore.filter((key) => !staleAfter.has(key));
  const columns = row.markdown !== null ? renderedTranslation(row.markdown, source, record).columns : null;
  await transaction(db, async (tx) => {
    await adapter.write(tx, row.id, {
      sourceBlocks: record,
      rendered: columns && {
        bodyHtml: columns.bodyHtml,
        headings: columns.headings,
        rendererVersion: columns.rendererVersion,
      },
    });
    await emit(tx, {
      type: 'record.changed',
      actor,
      action: `${kind}.update`,
      subjectId: row.id,
      summary: `Translation blocks marked up to date: ${marked.join(', ') || 'none'}`,
      audit: 'staff',
      target: adapter.target(row),
    });
  });
  return marked;
}
