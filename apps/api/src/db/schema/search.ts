// What search keeps beside the content's own search vectors.
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every word seen in the title or body of searchable content (lower case, 3–40 letters or digits), per language,
 * for typo suggestions through pg_trgm: a dictionary of tens of thousands of words instead of a million documents.
 * Words are never removed; a correction is only offered when the corrected query finds public content,
 * so a word seen only in a draft never surfaces. Chinese and Japanese text has no words to correct (migration 0027).
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').notNull(), language: text('language').notNull().default('en') },
  (t) => [
    primaryKey({ columns: [t.language, t.word] }),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
