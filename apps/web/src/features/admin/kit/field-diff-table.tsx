'use client';
// The field-by-field comparison of two states of one record, shared by the audit log (before and after a change) and
// the version history (a saved version and the current page): each row names the field, strikes out the old value
// and marks the new one as inserted.
import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/ui/table/column-heads';
import { useKitWords } from '../shell/admin-words';

/** One differing field: its name and its two values, ready to show. */
export type FieldDiffRow = { field: string; before: ReactNode; after: ReactNode };

/** Inputs of FieldDiffTable: the rows, the hidden caption, the two value columns' headings and optional classes. */
export type FieldDiffTableProps = {
  rows: readonly FieldDiffRow[];
  caption: ReactNode;
  beforeTitle: ReactNode;
  afterTitle: ReactNode;
  className?: string;
  beforeClassName?: string;
  afterClassName?: string;
  /** The first column's heading (the admin layout's "Field", else English, when not given). */
  fieldTitle?: ReactNode;
};

/** A table of fields with the old value in `<del>` and the new one in `<ins>`. */
export function FieldDiffTable({
  rows,
  caption,
  beforeTitle,
  afterTitle,
  className,
  beforeClassName,
  afterClassName,
  fieldTitle,
}: FieldDiffTableProps) {
  const kit = useKitWords();
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeads titles={[fieldTitle ?? kit.field, beforeTitle, afterTitle]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">
              <code>{row.field}</code>
            </th>
            <td>
              <del className={beforeClassName}>{row.before}</del>
            </td>
            <td>
              <ins className={afterClassName}>{row.after}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
