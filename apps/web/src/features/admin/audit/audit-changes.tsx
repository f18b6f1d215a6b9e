// The diff of one audit entry: a table of the fields that changed, with the value before and after. Creations show
// every field's new value, deletions the old one.
import type { AuditEntry } from '@reef/client';
import { FieldDiffTable } from '../kit/field-diff-table';
import { formatAuditValue } from './audit-format';
import styles from './audit.module.css';

/** The changed fields of an entry, behind a disclosure that says how many there are. */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'id' | 'changes' | 'action'> }) {
  const changes = entry.changes ?? [];
  if (changes.length === 0) return <span className={styles.muted}>No field changes recorded</span>;
  return (
    <details className={styles.changes}>
      <summary>
        {changes.length === 1 ? `1 field changed: ${changes[0]!.field}` : `${changes.length} fields changed`}
      </summary>
      <FieldDiffTable
        className={styles.diff}
        caption={`Fields changed by entry ${entry.id}`}
        beforeTitle="Before"
        afterTitle="After"
        beforeClassName={styles.before}
        afterClassName={styles.after}
        rows={changes.map((change) => ({
          field: change.field,
          before: formatAuditValue(change.before),
          after: formatAuditValue(change.after),
        }))}
      />
    </details>
  );
}
