// Column helpers shared by every table of the schema.
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector, maintained by the services on write (never rendered on read). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Bytes (an image the server re-encoded). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});

/** A heading recorded by the markdown renderer (spec: content-and-presentation §3, markdown token fields). */
export type StoredHeading = { slug: string; content: string; text: string; html: string; level: number };

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Markdown source stored beside its rendering and headings: reads never render. */
export const bodyColumns = () => ({
  bodyMarkdown: text('body_markdown').notNull().default(''),
  bodyHtml: text('body_html').notNull().default(''),
  headings: jsonb('headings').$type<StoredHeading[]>().notNull().default([]),
  rendererVersion: text('renderer_version').notNull().default(''),
});

export const counterColumns = () => ({
  upvotesCount: integer('upvotes_count').notNull().default(0),
  viewsCount: integer('views_count').notNull().default(0),
});

/** The creation and last-change times most tables carry. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A required reference whose row goes with the row it points at (links, children). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference that is cleared when the row it points at goes (authors, editors, actors). */
export const setNullRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/** A JSON object column that is never null (an empty object by default). */
export const jsonObject = (name: string) =>
  jsonb(name).$type<Record<string, unknown>>().notNull().default({});

/** The full-text columns of searchable content, maintained by the services on write. */
export const searchColumns = () => ({
  searchVector: tsvector('search_vector'),
  /** Plain text of the rendered body (no markup): what search indexes and quotes in snippets. */
  bodyText: text('body_text'),
});

/**
 * The list sort key and public listing flag a content item's tag link carries, kept by triggers (migration
 * 0021): a tag's public list reads a page from the links' index alone, one plan for every tag.
 */
export const listedLinkColumns = () => ({
  listedAt: tstz('listed_at'),
  listed: boolean('listed').notNull().default(false),
});

/** @reef/core's LANGUAGES (the schema imports no package; a search test compares the two). */
export const SEARCH_LANGUAGES = ['en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh'] as const;

/**
 * Each language's rows in a search index of their own (`<table>_search_<language>_idx`, migration 0032; with rum,
 * `…_rum_idx` beside each): a search in one language, or one part of a search across languages, reads only its rows.
 */
export const searchLanguageIndexes = (table: string, vector: AnyPgColumn, language: AnyPgColumn) =>
  SEARCH_LANGUAGES.map((l) =>
    index(`${table}_search_${l}_idx`)
      .using('gin', vector)
      .where(sql`${language} = ${sql.raw(`'${l}'`)}`),
  );
