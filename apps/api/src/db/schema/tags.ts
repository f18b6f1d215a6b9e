// Tags and tools, the shared taxonomy of the content.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as col from './columns.js';
import { users } from './users.js';

export const tags = pgTable(
  'tags',
  {
    id: col.id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** tag, team or origin (spec: content-and-presentation §3). */
    type: text('type').notNull().default('tag'),
    state: text('state').notNull().default('published'),
    description: text('description').notNull().default(''),
    /**
     * Listed tutorials (published, deprecated) and questions (published) carrying the tag. Kept by
     * statement-level triggers on the tag links and on the items' state (migration 0017), so a tag page reads
     * two integers instead of counting thousands of rows, whichever service or command writes the links.
     */
    tutorialsCount: integer('tutorials_count').notNull().default(0),
    questionsCount: integer('questions_count').notNull().default(0),
    ...col.timestamps(),
  },
  (t) => [
    uniqueIndex('tags_slug_key').on(t.slug),
    uniqueIndex('tags_name_lower_key').on(sql`lower(${t.name})`),
    index('tags_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const tools = pgTable(
  'tools',
  {
    id: col.id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** api_wrapper, apps, courses, services or others. */
    type: text('type').notNull().default('others'),
    state: text('state').notNull().default('draft'),
    description: text('description').notNull().default(''),
    url: text('url'),
    ...col.bodyColumns(),
    authorId: col.setNullRef('author_id', () => users.id),
    ...col.counterColumns(),
    ...col.searchColumns(),
    publishedAt: col.tstz('published_at'),
    ...col.timestamps(),
  },
  (t) => [uniqueIndex('tools_slug_key').on(t.slug), index('tools_state_idx').on(t.state, t.createdAt)],
);

export const toolTags = pgTable(
  'tool_tags',
  {
    toolId: col.cascadeRef('tool_id', () => tools.id),
    tagId: col.cascadeRef('tag_id', () => tags.id),
  },
  (t) => [uniqueIndex('tool_tags_key').on(t.toolId, t.tagId), index('tool_tags_tag_idx').on(t.tagId)],
);
