'use client';
// What an admin list says when it has no rows: "nothing yet" with the way to create the first one, or, when
// filters hide every row, that nothing matches and how to see everything again.
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { useKitWords } from '../shell/admin-words';

/** The empty state's sentences, finished, in the page's language. */
export type AdminEmptyStateWords = { noMatch: string; none: string; hint?: string };

/** The empty state of an admin list. */
export function AdminEmptyState({
  noun = '',
  isFiltered = false,
  action,
  words,
}: {
  /** Plural, lower case ("tags"); builds the English sentences when `words` is not given. */
  noun?: string;
  /** "No users match these filters" and "There are no users yet" in the page's language. */
  words?: AdminEmptyStateWords;
  /** Filters or a search are applied. */
  isFiltered?: boolean;
  /** The way forward when the list is truly empty (a "New tag" link). */
  action?: ReactNode;
}) {
  const kit = useKitWords();
  return isFiltered ? (
    <EmptyState title={words?.noMatch ?? `No ${noun} match these filters`}>
      <p>{words?.hint ?? kit.emptyFilteredHint}</p>
    </EmptyState>
  ) : (
    <EmptyState title={words?.none ?? `There are no ${noun} yet`}>{action}</EmptyState>
  );
}
