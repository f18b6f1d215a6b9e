// Static pages (community-app §7, content-and-presentation §7): typed lists of slices, checked against
// the templates and slices of their page type on every write.
import {
  isHtmlKey,
  type Actor,
  type Slice,
  type SourceBlocks,
  type StaticPageInput,
  type StaticPageUpdateBody,
} from '@reef/core';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staticPages, staticPageTags, tags } from '../../db/schema/index.js';
import { NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { isNumericId } from '../../platform/lib/pagination.js';
import { msg } from '../../platform/i18n.js';
import { transaction } from '../../platform/events/bus.js';
import { paginateTable } from '../../platform/lib/paginate-table.js';
import { escapeLike } from '../../platform/lib/sql.js';
import { publicScope, visibleScope } from '../../platform/policies/authorize.js';
import { findPageProblems } from './page-validation-service.js';
import {
  authoredBy,
  bundleSiteContent,
  excludeCondition,
  findPublished,
  publishedPage,
  loadSiteTags,
  replaceSiteTags,
} from '../tags/index.js';
import { liveScope } from '../../platform/services/scheduled-publishing.js';
import { withUniqueKey } from '../../platform/services/records.js';
import { RENDERER_VERSION, render } from '../../platform/services/render.js';
import { refreshSearchVector, sliceText } from '../../platform/services/search-vectors.js';
import { blocksOfBody, recordOnWrite, translatedRow } from '../translations/index.js';
import {
  checkTranslationLink,
  publicVersionsOf,
  revalidateFamilyOnCommit,
} from '../../platform/services/translations.js';

export type StaticPageRow = typeof staticPages.$inferSelect;
/** `data` of a row: the slices, and the renderer version they were rendered with (absent on rows written before). */
export type StaticPageData = { slices?: Slice[]; renderer_version?: string };

// Slice fields are free-form, so the HTML the site shows is decided here, never by the client: every key that
// holds HTML (`html`, `*_html`) is dropped on write and on read, and the markdown of a rich-text key (`body`) is
// rendered beside it as `<key>_html` by @reef/markdown (whose default preset passes raw HTML through its allow-list
// sanitizer). URL keys are checked by the page validation. See docs/decisions.md "Server-rendered HTML only".

/** Slice keys whose markdown the server renders into `<key>_html`, in a slice's fields and in its items. */
export const SLICE_RICH_TEXT_KEYS = ['body'] as const;

/** A slice field (or item) without its HTML keys, at any depth of nested objects and lists. */
function withoutHtml(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) =>
      isHtmlKey(key) ? [] : [[key, withoutNestedHtml(value)]],
    ),
  );
}

function withoutNestedHtml(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNestedHtml);
  if (value && typeof value === 'object') return withoutHtml(value as Record<string, unknown>);
  return value;
}

function renderFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out = withoutHtml(fields);
  for (const key of SLICE_RICH_TEXT_KEYS) {
    const source = out[key];
    if (typeof source === 'string') out[`${key}_html`] = render(source).html;
  }
  return out;
}

/** Slices as stored: client HTML dropped, each rich-text key's markdown rendered beside it as `<key>_html`. */
export function renderSlices(slices: Slice[]): Slice[] {
  return slices.map((s) => ({ ...s, primary: renderFields(s.primary), items: s.items.map(renderFields) }));
}

/**
 * Slices as served: only the server's renderings. Rows written before client HTML was dropped (no
 * `renderer_version`) keep only the top-level `body_html`, which the server rendered even then; `db:rerender`
 * renders them again.
 */
export function servedSlices(data: StaticPageData): Slice[] {
  const isCurrent = typeof data.renderer_version === 'string';
  const keep = (fields: Record<string, unknown>, isTrusted: boolean) => {
    const out = withoutHtml(fields);
    if (!isTrusted) return out;
    for (const key of SLICE_RICH_TEXT_KEYS) {
      const rendered = fields[`${key}_html`];
      if (typeof rendered === 'string' && typeof fields[key] === 'string') out[`${key}_html`] = rendered;
    }
    return out;
  };
  return (data.slices ?? []).map((s) => ({
    ...s,
    primary: keep(s.primary ?? {}, true),
    items: (s.items ?? []).map((item) => keep(item, isCurrent)),
  }));
}

/** The `data` of a row for these slices. */
export function sliceData(slices: Slice[]): StaticPageData {
  return { slices: renderSlices(slices), renderer_version: RENDERER_VERSION };
}

function stripRendered(slices: Slice[]): Slice[] {
  return slices.map((s) => ({
    ...s,
    primary: withoutHtml(s.primary ?? {}),
    items: (s.items ?? []).map(withoutHtml),
  }));
}

// The HTML keys a row written before this rule may hold its content in, with no markdown `body` beside it.
const LEGACY_HTML_KEYS = ['html', 'content_html', 'body_html'] as const;

/**
 * The `data` of a row written by an older renderer, rendered again (`db:rerender`). A legacy HTML value with no
 * `body` becomes the body's source: markdown passes raw HTML through the allow-list sanitizer, so its text and
 * safe markup survive and its scripts, handlers and unsafe URLs do not.
 */
export function rerenderedSliceData(data: StaticPageData): StaticPageData {
  const adopt = (fields: Record<string, unknown>) => {
    if (typeof fields.body === 'string') return fields;
    const legacy = LEGACY_HTML_KEYS.map((key) => fields[key]).find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    return legacy === undefined ? fields : { ...fields, body: legacy };
  };
  const slices = (data.slices ?? []).map((s) => ({
    ...s,
    primary: adopt(s.primary ?? {}),
    items: (s.items ?? []).map(adopt),
  }));
  return sliceData(stripRendered(slices));
}

/** Loads authors and tags of pages. */
export function bundleStaticPages(db: Executor, rows: StaticPageRow[]) {
  return bundleSiteContent(db, 'static_page', rows);
}

/** A page by type and slug (or numeric id as `b`) the actor may see, or 404. */
export function findStaticPage(
  db: Executor,
  actor: Actor,
  type: string,
  slug: string,
): Promise<StaticPageRow> {
  return findPublished(
    db,
    actor,
    { table: staticPages, subject: 'static_page', notFound: msg('errors', 'missing.static_page') },
    type,
    slug,
  );
}

/** A page by id or slug (any type) the actor may see, or 404 (the first by id when slugs repeat across types). */
export async function findStaticPageById(
  db: Executor,
  actor: Actor,
  idOrSlug: string,
): Promise<StaticPageRow> {
  const key = isNumericId(idOrSlug)
    ? eq(staticPages.id, Number(idOrSlug))
    : eq(staticPages.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select()
    .from(staticPages)
    .where(
      and(
        key,
        visibleScope(actor, 'static_page', { state: staticPages.state }),
        liveScope(actor, 'static_page', staticPages.publishedAt),
      ),
    )
    .orderBy(asc(staticPages.id))
    .limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'missing.static_page'));
  return row;
}

export type StaticPageListInput = {
  page: number;
  limit: number;
  is_featured?: boolean;
  search?: string;
  sort: 'updated_at' | 'created_at' | 'published_at' | 'title' | 'slug';
  sort_direction: 'asc' | 'desc';
  state?: string;
  type?: string;
};

const SORTS = {
  updated_at: staticPages.updatedAt,
  created_at: staticPages.createdAt,
  published_at: staticPages.publishedAt,
  title: staticPages.title,
  slug: staticPages.slug,
};

/** The admin list (every state for MANAGE_STATIC_PAGES). */
export function listStaticPages(db: Executor, actor: Actor, input: StaticPageListInput) {
  const conditions: (SQL | undefined)[] = [visibleScope(actor, 'static_page', { state: staticPages.state })];
  if (input.is_featured !== undefined) conditions.push(eq(staticPages.isFeatured, input.is_featured));
  if (input.state) conditions.push(eq(staticPages.state, input.state));
  if (input.type) conditions.push(eq(staticPages.type, input.type));
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(sql`(${staticPages.title} ilike ${pattern} or ${staticPages.slug} ilike ${pattern})`);
  }
  const where = and(...conditions);
  const dir = input.sort_direction === 'asc' ? asc : desc;
  return paginateTable(db, input, staticPages, where, dir(SORTS[input.sort]), desc(staticPages.id));
}

export type PublicListInput = {
  type?: string[];
  is_landing?: boolean;
  is_featured?: boolean;
  is_primary_featured?: boolean;
  tag?: string[];
  author?: string[];
  exclude?: string[];
  language?: string;
  order: 'newest' | 'oldest' | 'title';
  limit: number;
  page: number;
};

/** Conditions shared by the public lists of pages and posts: ids/slugs to exclude, tag and author slugs. */
/** The static-content list: listed public pages only (unlisted pages are reachable by link only). */
export function listPublicStaticPages(db: Executor, input: PublicListInput) {
  const conditions: (SQL | undefined)[] = [
    publicScope('static_page', staticPages.state, { listing: true }),
    liveScope(null, 'static_page', staticPages.publishedAt),
  ];
  if (input.type?.length) conditions.push(inArray(staticPages.type, input.type));
  if (input.is_landing !== undefined) conditions.push(eq(staticPages.isLanding, input.is_landing));
  if (input.is_featured !== undefined) conditions.push(eq(staticPages.isFeatured, input.is_featured));
  if (input.is_primary_featured !== undefined)
    conditions.push(eq(staticPages.isPrimaryFeatured, input.is_primary_featured));
  if (input.tag?.length) {
    conditions.push(
      sql`exists (select 1 from ${staticPageTags} spt join ${tags} tg on tg.id = spt.tag_id where spt.static_page_id = ${staticPages.id} and tg.slug in ${input.tag.map((s) => s.toLowerCase())})`,
    );
  }
  if (input.author?.length) conditions.push(authoredBy(staticPages.authorId, input.author));
  if (input.language) conditions.push(eq(staticPages.language, input.language));
  conditions.push(excludeCondition(staticPages.id, staticPages.slug, input.exclude));
  return publishedPage(db, staticPages, and(...conditions), input, input.limit);
}

function rejectProblems(problems: { path: string; message: string; code?: string }[]): never {
  throw new UnprocessableError(
    msg('errors', 'static_pages.wrong_type'),
    problems.map((p) => ({ ...p, path: `static_page.${p.path}` })),
  );
}

/** The other language versions of a page the public may read (its original and the original's translations). */
export function staticPageTranslations(db: Executor, row: StaticPageRow) {
  return publicVersionsOf(db, 'static_page', row);
}

/** The page object of a row, as `check_json` and the validation read it. */
export function toPageInput(row: StaticPageRow, tagSlugs: string[]): StaticPageInput {
  return {
    type: row.type as StaticPageInput['type'],
    slug: row.slug,
    title: row.title,
    description: row.description,
    template: row.template,
    slices: stripRendered(((row.data as StaticPageData).slices ?? []) as Slice[]),
    state: row.state as StaticPageInput['state'],
    is_landing: row.isLanding,
    is_featured: row.isFeatured,
    is_primary_featured: row.isPrimaryFeatured,
    tags: tagSlugs,
    published_at: row.publishedAt?.toISOString() ?? null,
    language: row.language as StaticPageInput['language'],
    original_id: row.originalId,
  };
}

/**
 * The record of a page translation after a save (`existing` before, null on create): see `recordOnWrite`; only the
 * fields whose text changed are recorded again. Undefined when the record stays.
 */
async function translationRecord(
  tx: Executor,
  existing: StaticPageRow | null,
  originalId: number | null,
  slices: Slice[],
): Promise<SourceBlocks | null | undefined> {
  const before = existing && translatedRow('static_page', existing);
  const blocks = blocksOfBody('static_page', slices);
  const fingerprint = (list: readonly { key: string; hash: string }[]) =>
    list.map((block) => `${block.key}:${block.hash}`).join(',');
  const bodyChanged = !before || fingerprint(before.blocks) !== fingerprint(blocks);
  const { sourceBlocks } = await recordOnWrite(tx, 'static_page', before, {
    originalId,
    blocks,
    bodyChanged,
  });
  return sourceBlocks;
}

function save(
  db: Executor,
  actor: Actor,
  input: StaticPageInput,
  existing: StaticPageRow | null,
): Promise<StaticPageRow> {
  const { problems, page } = findPageProblems(input);
  if (!page) rejectProblems(problems);
  const data = sliceData(page.slices);
  const values = {
    type: page.type,
    slug: page.slug,
    title: page.title,
    description: page.description,
    template: page.template,
    data,
    state: page.state,
    isLanding: page.is_landing,
    isFeatured: page.is_featured,
    isPrimaryFeatured: page.is_primary_featured,
    language: page.language,
    originalId: page.original_id ?? null,
    updatedAt: new Date(),
    // A given time schedules the page (published pages show from then on); none keeps the first publication's.
    ...(page.published_at
      ? { publishedAt: new Date(page.published_at) }
      : page.state === 'published' && !existing?.publishedAt
        ? { publishedAt: new Date() }
        : {}),
  };
  const unique = <T>(write: () => Promise<T>) =>
    withUniqueKey(
      write,
      msg('errors', 'duplicates.static_page', { type: page.type, slug: page.slug }),
      'static_page.slug',
    );
  return unique(() =>
    transaction(db, async (tx) => {
      if (!existing || values.language !== existing.language || values.originalId !== existing.originalId)
        await checkTranslationLink(tx, actor, 'static_page', 'static_page', {
          id: existing?.id ?? null,
          language: values.language,
          originalId: values.originalId,
        });
      // A translation records its original's blocks, one per text field of a slice (issue #31 item 4).
      const sourceBlocks = await translationRecord(tx, existing, values.originalId, page.slices);
      const [row] = existing
        ? await tx
            .update(staticPages)
            .set({ ...values, ...(sourceBlocks !== undefined ? { sourceBlocks } : {}) })
            .where(eq(staticPages.id, existing.id))
            .returning()
        : await tx
            .insert(staticPages)
            .values({ ...values, sourceBlocks: sourceBlocks ?? null, authorId: actor?.id ?? null })
            .returning();
      await replaceSiteTags(tx, 'static_page', row!.id, page.tags, 'static_page.tags');
      // Search finds a page by its title, description, tags and the text of its slices (content-and-presentation
      // §7); only published pages that are live are found.
      await refreshSearchVector(tx, 'static_pages', row!.id, sliceText(data));
      await revalidateFamilyOnCommit(tx, 'static_page', existing ? [row!, existing] : [row!]);
      return row!;
    }),
  );
}

/** Creates a page (MANAGE_STATIC_PAGES was checked by the route). */
export function createStaticPage(db: Executor, actor: Actor, input: StaticPageInput): Promise<StaticPageRow> {
  return save(db, actor, input, null);
}

/** Applies a patch; the whole resulting page is validated again. */
export async function updateStaticPage(
  db: Executor,
  actor: Actor,
  row: StaticPageRow,
  patch: StaticPageUpdateBody['static_page'],
): Promise<StaticPageRow> {
  const currentTags = (await loadSiteTags(db, 'static_page', [row.id])).get(row.id) ?? [];
  const merged = {
    ...toPageInput(
      row,
      currentTags.map((t) => t.slug),
    ),
    ...patch,
  };
  return save(db, actor, merged, row);
}
