// The URL of an item's history page (issue #32), shared by the history page and the plain links to it on the
// question and tutorial pages (kept apart so those pages import no more than this).
import type { RevisionSubject, RevisionView } from '@reef/core';

/** How a history page lays its diffs out. */
export type Layout = 'inline' | 'side';

/** The URL of an item's history page (`view` and `layout` as chosen). */
export function historyPath(
  type: RevisionSubject,
  key: string | number,
  choice: { view?: RevisionView; layout?: Layout } = {},
): string {
  const base =
    type === 'comment'
      ? `/community/comments/${encodeURIComponent(String(key))}/history`
      : `/community/${type === 'question' ? 'questions' : 'tutorials'}/${encodeURIComponent(String(key))}/history`;
  const query = new URLSearchParams();
  if (choice.view && choice.view !== 'rendered') query.set('view', choice.view);
  if (choice.layout && choice.layout !== 'inline') query.set('layout', choice.layout);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
