// A translation's stale blocks, the translators' queue and the coverage table (issue #31, item 4). The blocks and
// their keys are those of `splitBlocks` (content/blocks.ts: tutorials, posts) and `sliceBlocks`
// (content/page-blocks.ts: static pages).
import { z } from './zod.js';
import { BLOCK_KINDS } from '../content/blocks.js';
import { LANGUAGES } from '../content/index.js';

/** The most block keys one "mark up to date" names. */
export const MAX_MARKED_BLOCKS = 500;

/**
 * A block key: of `splitBlocks` (`s2.h`, `s2.text.0`, `s2.callout.1`, `s2.code.0`) or of `sliceBlocks`
 * (`slice3.title`, `slice3.items.2.label`).
 */
export const blockKey = z
  .string()
  .max(120)
  .regex(
    /^(?:s\d{1,5}\.(?:h|(?:text|callout|code)\.\d{1,5})|slice\d{1,3}\.(?:items\.\d{1,3}\.)?[A-Za-z0-9_-]{1,60})$/,
    'Expected a block key such as s2.text.0 or slice3.title',
  );

/** The content kinds whose translations record their original's blocks (and the coverage table counts). */
export const COVERAGE_KINDS = ['tutorial', 'post', 'static_page'] as const;
export type TranslatedKind = (typeof COVERAGE_KINDS)[number];

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

/** A section (a step of a tutorial or post, a slice of a page) of the translation with stale blocks. */
export const staleSection = z.object({
  key: z.string(),
  /** The section's heading in the translation (its own language), null before the first heading or untitled. */
  title: z.string().nullable(),
  /** The section's heading in the original now. */
  original_title: z.string().nullable(),
  blocks: z.array(staleBlockResponse),
});
export type StaleSection = z.infer<typeof staleSection>;

/** Where a translation stands against its original (only translations carry it). */
export const translationStatus = z.object({
  /** What is translated: a page's blocks are its slices' fields, and only tutorials and posts share code blocks. */
  kind: z.enum(COVERAGE_KINDS),
  original: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    language: z.enum(LANGUAGES),
    /** The original's version (a tutorial's version, a post's or page's latest saved version). */
    version: z.number().int(),
    /** Its public page. */
    path: z.string(),
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

/**
 * `POST /v1/tutorials/{id}/blocks_up_to_date` (and of posts and static pages): the blocks a translator checked (every
 * stale one when omitted).
 */
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
      kind: z.enum(COVERAGE_KINDS),
      translation: z.object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        language: z.enum(LANGUAGES),
        /** Its status (of its kind: a tutorial's, a post's or a page's). */
        state: z.string(),
        path: z.string(),
      }),
      original: z.object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        version: z.number().int(),
        path: z.string(),
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
      /** Of those translations, how many have no stale block (null where blocks are not tracked). */
      up_to_date: z.number().int().nullable(),
    }),
  ),
});
export type TranslationCoverage = z.infer<typeof translationCoverage>;
