// One fact of an admin detail page (a tutorial's author, a member's sign-up date): a term and its value inside the
// page's definition list.
import type { ReactNode } from 'react';

/** A `<dt>` naming the fact and a `<dd>` holding its value, to place inside a `<dl>`. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
