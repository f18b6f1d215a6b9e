// The header row of a data table: one column heading per title, each scoped to its column so that screen readers
// announce it with every cell below. Works in server and client components alike.
import type { ReactNode } from 'react';

/** A table's `<thead>` with one `<th scope="col">` per title, in order. */
export function ColumnHeads({ titles }: { titles: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {titles.map((title, index) => (
          <th key={index} scope="col">
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
