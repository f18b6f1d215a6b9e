// The demo's deliberately stale translation (issue #31, items 4 and 6): after the translated demo tutorials are
// written, one original (of a German translation when there is one) gets a sentence more in its first step, as an
// author fixing their tutorial would, so that its translation's page shows "The original has changed since this
// translation" with the original's diff, and the translators' queue lists it. Idempotent: a stale one is left alone.
import type { Actor } from '@reef/core';
import { sectionsOf, splitBlocks } from '@reef/core';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tutorials } from '../../db/schema/index.js';
import { translationStatusOf } from '../../resources/translations/index.js';
import { findTutorial, updateTutorial } from '../../resources/tutorials/index.js';

/** The sentence the original gains. */
export const STALE_DEMO_SENTENCE =
  'Check which version you have installed before you go on: the steps assume a current one.';

/** The original's body with the sentence added to the first paragraph under a heading (null when it has none). */
export function withAddedSentence(markdown: string): string | null {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const paragraph = sectionsOf(splitBlocks(markdown))
    .filter((section) => section.index > 0)
    .flatMap((section) => section.blocks)
    .find((block) => block.kind === 'text');
  if (!paragraph) return null;
  const last = paragraph.end - 1;
  lines[last] = `${lines[last]!.replace(/\s+$/, '')} ${STALE_DEMO_SENTENCE}`;
  return lines.join('\n');
}

/** Makes one published demo translation stale by editing its original; returns the translation's slug. */
export async function seedStaleTranslation(
  db: Database,
  editor: NonNullable<Actor>,
  log: (line: string) => void = () => undefined,
): Promise<string | null> {
  const candidates = await db
    .select({ id: tutorials.id, slug: tutorials.slug, originalId: tutorials.translationOfId })
    .from(tutorials)
    .where(and(isNotNull(tutorials.translationOfId), eq(tutorials.state, 'published')))
    .orderBy(sql`${tutorials.language} <> 'de'`, asc(tutorials.id))
    .limit(20);
  for (const candidate of candidates) {
    const translation = await findTutorial(db, editor, String(candidate.id));
    const status = await translationStatusOf(db, editor, 'tutorial', translation);
    if (status && !status.up_to_date) return candidate.slug;
  }
  for (const candidate of candidates) {
    const original = await findTutorial(db, editor, String(candidate.originalId));
    const body = withAddedSentence(original.bodyMarkdown);
    if (!body) continue;
    await updateTutorial(db, editor, original, { body });
    log(`stale translation: ${candidate.slug} (its original ${original.slug} changed since)`);
    return candidate.slug;
  }
  return null;
}
