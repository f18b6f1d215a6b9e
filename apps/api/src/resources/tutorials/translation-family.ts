// A tutorial's language family (issue #31, item 3): an original and the tutorials that name it in
// `translation_of_id`. The same rules as posts and static pages (platform/services/translations.ts): a translation's
// original is an original (no chains) and a family has one version per language. Tutorials keep their older 422s
// for an original that is missing, the tutorial itself or its own translation.
import { objectTag } from '@reef/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tutorials } from '../../db/schema/index.js';
import { BadRequestError, ConflictError, UnprocessableError, localDetail } from '../../platform/errors.js';
import { revalidateOnCommit } from '../../platform/events/bus.js';
import { msg, type LocalMessage } from '../../platform/i18n.js';
import { otherVersions, type FamilyMember } from '../../platform/services/translations.js';

/** The family columns of the tutorials table, under the names the shared family query reads. */
const familyColumns = { id: tutorials.id, originalId: tutorials.translationOfId };

/** A tutorial's place in its family. */
const memberOf = (row: { id: number; translationOfId: number | null }): FamilyMember => ({
  id: row.id,
  originalId: row.translationOfId,
});

/** What a save would make of a tutorial's family: its id (null when new), language, original and state. */
export type TutorialLink = { id: number | null; language: string; originalId: number | null; state: string };

/**
 * Refuses a language and original a tutorial may not be saved with, naming the field under `tutorial.`:
 * - an original that is missing, the tutorial itself or its own translation: 422 at `tutorial.translation_of_id`
 *   (as before; the API used to answer so);
 * - an original that is itself a translation (a chain), or making a tutorial that has translations a translation:
 *   400 at `tutorial.translation_of_id`, with the words posts use — nothing is re-linked to the first original;
 * - a language another version of the family has (another translation of the same original, or the original's own
 *   language): 409 at `tutorial.language`. A trashed version does not hold its language: a tutorial has no delete,
 *   and a trashed translation must not keep a language from a new one (restoring it is checked again).
 */
export async function checkTutorialLink(db: Executor, row: TutorialLink): Promise<void> {
  if (row.originalId !== null) await checkOriginal(db, row.id, row.originalId);
  if ((row.originalId === null && row.id === null) || row.state === 'trashed') return;
  const [clash] = await db
    .select({ id: tutorials.id })
    .from(tutorials)
    .where(
      and(
        // A new tutorial has no id yet (0 is none): every version of its family counts.
        otherVersions(familyColumns, { id: row.id ?? 0, originalId: row.originalId }),
        eq(tutorials.language, row.language),
        ne(tutorials.state, 'trashed'),
      ),
    )
    .limit(1);
  if (clash) {
    const message = msg('errors', 'translations.language_taken');
    throw new ConflictError(message, [localDetail('tutorial.language', message)]);
  }
}

async function checkOriginal(db: Executor, id: number | null, originalId: number): Promise<void> {
  const field = 'tutorial.translation_of_id';
  const unprocessable = (message: LocalMessage): never => {
    throw new UnprocessableError(message, [localDetail(field, message)]);
  };
  const refuse = (key: string): never => {
    const message = msg('errors', `translations.${key}`);
    throw new BadRequestError(message, [localDetail(field, message)]);
  };
  if (originalId === id) unprocessable(msg('errors', 'tutorials.translation_of_itself'));
  const [original] = await db
    .select({ id: tutorials.id, translationOfId: tutorials.translationOfId })
    .from(tutorials)
    .where(eq(tutorials.id, originalId));
  if (!original) return unprocessable(msg('errors', 'tutorials.no_such'));
  if (id !== null && original.translationOfId === id)
    unprocessable(msg('errors', 'tutorials.translation_of_own_translation'));
  if (original.translationOfId !== null) refuse('original_is_translation');
  if (id !== null) {
    const [own] = await db
      .select({ id: tutorials.id })
      .from(tutorials)
      .where(eq(tutorials.translationOfId, id))
      .limit(1);
    if (own) refuse('has_translations');
  }
}

/**
 * Whether an update changes what the other versions of its family show of it, or which family it is in: the
 * "Read in" line and the hreflang alternates name each public version by language, slug and title.
 */
export function changesFamilyPages(
  before: { state: string; slug: string; title: string; language: string; translationOfId: number | null },
  after: typeof before,
): boolean {
  return (
    before.state !== after.state ||
    before.slug !== after.slug ||
    before.title !== after.title ||
    before.language !== after.language ||
    before.translationOfId !== after.translationOfId
  );
}

/**
 * Has the pages of a tutorial's other language versions revalidated once `tx` commits (a new translation, one
 * published, unpublished, trashed, renamed or relinked), as `revalidateFamilyOnCommit` does for posts. `rows` are
 * the tutorial as saved and, for an update, as it was (a relinked translation leaves one family for another).
 */
export async function revalidateTutorialFamilyOnCommit(
  tx: Executor,
  rows: { id: number; translationOfId: number | null }[],
): Promise<void> {
  const seen = new Set(rows.map((row) => row.id));
  const tags: string[] = [];
  for (const row of rows) {
    const versions = await tx
      .select({ id: tutorials.id, slug: tutorials.slug })
      .from(tutorials)
      .where(otherVersions(familyColumns, memberOf(row)));
    for (const version of versions)
      if (!seen.has(version.id)) {
        seen.add(version.id);
        tags.push(objectTag.tutorial(version.slug));
      }
  }
  if (tags.length > 0) revalidateOnCommit(tx, [{ tags }]);
}
