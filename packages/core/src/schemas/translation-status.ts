// A translation's stale blocks, the translators' queue and the coverage table (issue #31, item 4). The blocks and
// their keys are those of `splitBlocks` (content/blocks.ts).
import { z } from 'zod';
import { BLOCK_KINDS } from '../content/blocks.js';
import { LANGUAGES, STATUSES } from '../content/index.js';

/** The most block keys one "mark up to date" names. */
export const MAX_MARKED_BLOCKS = 500;

/** A block key of `splitBlocks`: `s2.h`, `s2.text.0`, `s2.callout.1`, `s2.code.0`. */
export const blockKey = z
  .string()
  .max(40)
  .regex(/^s\d{1,5}\.(?:h|(?:text|callout|code)\.\d{1,5})$/, 'Expected a block key such as s2.text.0');

/** One piece of a word diff of the original's block: kept, added or removed text. */
export const diffPart = z.object({ op: z.enum(['equal', 'insert', 'delete']), text: z.string() });
export type DiffPart = z.infer<typeof diffPart>;

/** An original block the translation has not caught up with, and how the original's words changed since. */
export const staleBlockResponse = z.object({
  key: z.string(),
  kind: z.enum(BLOCK_KINDS),
  change: z.enum(['changed', 'added', 'removed']),
  /** The original's version the translation was made from (null for a block added since). */
  since_version: z.number().int().nullable(),
  /** The original's block then → now, word by word. */
  diff: z.array(diffPart),
});

/** A section (a step) of the translation with stale blocks. */
export const staleSection = z.object({
  key: z.string(),
  /** The section's heading in the translation (its own language), null before the first heading. */
  title: z.string().nullable(),
  /** The section's heading in the original now. */
  original_title: z.string().nullable(),
  blocks: z.array(staleBlockResponse),
});
export type StaleSection = z.infer<typeof staleSection>;

/** Where a translation stands against its original (only translations carry it). */
export const translationStatus = z.object({
  original: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    language: z.enum(LANGUAGES),
    version: z.number().int(),
  }),
  /**
   * False when the translation was saved before blocks were recorded: it is then compared with the original as it
   * was when the translation was last saved.
   */
  tracked: z.boolean(),
  up_to_date: z.boolean(),
  stale_sections: z.array(staleSection),
});
export type TranslationStatus = z.infer<typeof translationStatus>;

/** `POST /v1/tutorials/{id}/blocks_up_to_date`: the blocks a translator checked (every stale one when omitted). */
export const blocksUpToDateBody = z.object({ keys: z.array(blockKey).max(MAX_MARKED_BLOCKS).optional() });
export type BlocksUpToDateBody = z.infer<typeof blocksUpToDateBody>;

/**
 * Its answer: the stale blocks now recorded as up to date, and where the translation stands. An original has
 * nothing to catch up with: nothing is marked and its status is null.
 */
export const blocksUpToDateResponse = z.object({
  marked: z.array(z.string()),
  translation_status: translationStatus.nullable(),
});
export type BlocksUpToDateResponse = z.infer<typeof blocksUpToDateResponse>;

/** `GET /v1/admin/translations/stale`: the queue of one language, or of every language. */
export const translationQueueQuery = z.object({ language: z.enum(LANGUAGES).optional() });

/** The translators' queue: every translation with stale blocks, stalest first. */
export const translationQueue = z.object({
  data: z.array(
    z.object({
      tutorial: z.object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        language: z.enum(LANGUAGES),
        state: z.enum(STATUSES.tutorial),
      }),
      original: z.object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        version: z.number().int(),
      }),
      tracked: z.boolean(),
      blocks: z.array(
        z.object({
          key: z.string(),
          kind: z.enum(BLOCK_KINDS),
          change: z.enum(['changed', 'added', 'removed']),
          since_version: z.number().int().nullable(),
          /** The section's heading in the translation (else the original's), null before the first heading. */
          section_title: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TranslationQueue = z.infer<typeof translationQueue>;

/** The content kinds the coverage table counts. */
export const COVERAGE_KINDS = ['tutorial', 'post', 'static_page'] as const;

/** Per language and content kind: originals, how many have a translation, how many of those are up to date. */
export const translationCoverage = z.object({
  data: z.array(
    z.object({
      kind: z.enum(COVERAGE_KINDS),
      language: z.enum(LANGUAGES),
      /** Originals in another language (not trashed). */
      originals: z.number().int(),
      /** Of those, how many have a translation in this language. */
      translated: z.number().int(),
      /** Of those translations, how many have no stale block (null where blocks are not tracked yet). */
      up_to_date: z.number().int().nullable(),
    }),
  ),
});
export type TranslationCoverage = z.infer<typeof translationCoverage>;
