// Content in several languages (issue #31): a tutorial, post, static page, global content block or marketing form
// may be the translation of an original of its own kind. An original has at most one translation per language and a translation's original is itself an
// original (no chains), so a language family is the original and the rows that name it.
import {
  can,
  globalContentTarget,
  marketingFormTarget,
  postTarget,
  staticPageTarget,
  type Actor,
  type CacheTarget,
} from '@reef/core';
import { and, eq, ne, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { globalContents, marketingForms, posts, staticPages } from '../../db/schema/index.js';
import { BadRequestError, ConflictError, ForbiddenError, localDetail } from '../errors.js';
import { revalidateOnCommit } from '../events/bus.js';
import { msg } from '../i18n.js';
import { liveScope } from './scheduled-publishing.js';

/** A row's place in its family: its id and the original it translates (none for an original). */
export type FamilyMember = { id: number; originalId: number | null };

/** The other language versions of a row: its original and the original's translations, the row itself left out. */
export function otherVersions(columns: { id: AnyColumn; originalId: AnyColumn }, row: FamilyMember): SQL {
  const originalId = row.originalId ?? row.id;
  return and(or(eq(columns.id, originalId), eq(columns.originalId, originalId)), ne(columns.id, row.id))!;
}

/** The kinds of site pages that link an original in their own table. */
export type TranslatableKind = 'post' | 'static_page';

/** Every kind of site content that links an original in its own table: pages, blocks and forms. */
export type LinkableKind = TranslatableKind | 'global_content' | 'marketing_form';

const TABLES = { post: posts, static_page: staticPages } as const;

/** The table of each linkable kind; only its id, language and original_id are read here. */
const LINK_TABLES = { ...TABLES, global_content: globalContents, marketing_form: marketingForms } as const;

/** A table's family columns, for the checks every linkable kind shares. */
type LinkTable = typeof posts;
const linkTable = (kind: LinkableKind) => LINK_TABLES[kind] as unknown as LinkTable;

/** A published, live language version of a post or page. */
export type PublicVersion = { id: number; type: string; slug: string; title: string; language: string };

/** What a version shows of itself: its id, where it is, its title and its language. */
const versionColumns = (table: typeof posts | typeof staticPages) => ({
  id: table.id,
  type: table.type,
  slug: table.slug,
  title: table.title,
  language: table.language,
});

/** The other language versions of a post or page the public may read (published and live), by language. */
export function publicVersionsOf(
  db: Executor,
  kind: TranslatableKind,
  row: FamilyMember,
): Promise<PublicVersion[]> {
  const table: typeof posts | typeof staticPages = TABLES[kind];
  return db
    .select(versionColumns(table))
    .from(table)
    .where(
      and(otherVersions(table, row), eq(table.state, 'published'), liveScope(null, kind, table.publishedAt)),
    )
    .orderBy(table.language, table.id);
}

/** A language version as its editors see it: published or not. */
export type EditorVersion = PublicVersion & { state: string };

/** Every other language version of a post or page, drafts and scheduled ones too, for its editors, by language. */
export function familyVersionsOf(
  db: Executor,
  kind: TranslatableKind,
  row: FamilyMember,
): Promise<EditorVersion[]> {
  const table: typeof posts | typeof staticPages = TABLES[kind];
  return db
    .select({ ...versionColumns(table), state: table.state })
    .from(table)
    .where(otherVersions(table, row))
    .orderBy(table.language, table.id);
}

/**
 * Refuses a language and original a post, page, block or form may not be saved with, naming the field under `wrapper`
 * (`post.original_id`): the original must exist in the same table, not be the row itself nor a translation, the row
 * must have no translations of its own, and no other version of the family may have the language already (409).
 * Linking needs the right to edit that kind of content, checked against the actor.
 */
export async function checkTranslationLink(
  db: Executor,
  actor: Actor,
  kind: LinkableKind,
  wrapper: string,
  row: { id: number | null; language: string; originalId: number | null },
): Promise<void> {
  // Only id, language and original_id are read, which every linkable table has under the same names.
  const table = linkTable(kind);
  const field = (name: string) => `${wrapper}.${name}`;
  const refuse = (name: string, key: string): never => {
    const message = msg('errors', `translations.${key}`);
    throw new BadRequestError(message, [localDetail(field(name), message)]);
  };
  const taken = (): never => {
    const message = msg('errors', 'translations.language_taken');
    throw new ConflictError(message, [localDetail(field('language'), message)]);
  };
  if (row.originalId !== null) {
    if (!can(actor, 'update', { type: kind })) throw new ForbiddenError();
    if (row.originalId === row.id) refuse('original_id', 'self');
    const [original] = await db
      .select({ id: table.id, language: table.language, originalId: table.originalId })
      .from(table)
      .where(eq(table.id, row.originalId));
    if (!original) return refuse('original_id', 'original_missing');
    if (original.originalId !== null) refuse('original_id', 'original_is_translation');
    if (row.id !== null) {
      const [own] = await db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.originalId, row.id))
        .limit(1);
      if (own) refuse('original_id', 'has_translations');
    }
  }
  if (row.originalId === null && row.id === null) return;
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        otherVersions(table, { id: row.id ?? 0, originalId: row.originalId }),
        // A new row has no id yet (0 is none): every version of its family counts.
        eq(table.language, row.language),
      ),
    )
    .limit(1);
  if (clash) taken();
}

/**
 * Has the pages of a post's or page's other language versions revalidated once the transaction `tx` commits: each
 * names this one in its "Read in" line and its hreflang alternates, so saving a version (new, renamed, published,
 * relinked) changes them. `rows` are the row as saved and, for an update, as it was (a relinked version leaves a
 * family and joins another).
 */
export async function revalidateFamilyOnCommit(
  tx: Executor,
  kind: LinkableKind,
  rows: FamilyMember[],
): Promise<void> {
  const seen = new Set(rows.map((row) => row.id));
  const targets: CacheTarget[] = [];
  for (const row of rows)
    for (const version of await familyTargetsOf(tx, kind, row))
      if (!seen.has(version.id)) {
        seen.add(version.id);
        targets.push(version.target);
      }
  if (targets.length > 0) revalidateOnCommit(tx, targets);
}

/** The cache target of every other version of a row's family, drafts too. */
async function familyTargetsOf(
  db: Executor,
  kind: LinkableKind,
  row: FamilyMember,
): Promise<{ id: number; target: CacheTarget }[]> {
  if (kind === 'post' || kind === 'static_page') {
    const target = kind === 'post' ? postTarget : staticPageTarget;
    return (await familyVersionsOf(db, kind, row)).map((v) => ({ id: v.id, target: target(v.type, v.slug) }));
  }
  if (kind === 'global_content') {
    const blocks = await db
      .select({ id: globalContents.id, key: globalContents.key })
      .from(globalContents)
      .where(otherVersions(globalContents, row));
    return blocks.map((b) => ({ id: b.id, target: globalContentTarget(b.key) }));
  }
  const forms = await db
    .select({ id: marketingForms.id, slug: marketingForms.slug })
    .from(marketingForms)
    .where(otherVersions(marketingForms, row));
  return forms.map((f) => ({ id: f.id, target: marketingFormTarget(f.slug) }));
}
