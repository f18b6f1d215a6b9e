// Column helpers shared by every table of the schema.
import { customType, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

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
