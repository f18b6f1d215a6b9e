// What an admin list says when it has no rows: "nothing yet" with the way to create the first one, or, when
// filters hide every row, that nothing matches and how to see everything again.
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state/empty-state';

/** The empty state of an admin list. */
export function AdminEmptyState({
  noun,
  isFiltered = false,
  action,
}: {
  /** Plural, lower case ("tags"). */
  noun: string;
  /** Filters or a search are applied. */
  isFiltered?: boolean;
  /** The way forward when the list is truly empty (a "New tag" link). */
  action?: ReactNode;
}) {
  return isFiltered ? (
    <EmptyState title={`No ${noun} match these filters`}>
      <p>Change the search or clear the filters to see every one.</p>
    </EmptyState>
  ) : (
    <EmptyState title={`There are no ${noun} yet`}>{action}</EmptyState>
  );
}
