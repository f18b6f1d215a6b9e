// The diff of one audit entry: a table of the fields that changed, with the value before and after. Creations show
// every field's new value, deletions the old one.
import type { AuditEntry } from '@reef/client';
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
      <table className={styles.diff}>
        <caption className="visually-hidden">Fields changed by entry {entry.id}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">
                <code>{change.field}</code>
              </th>
              <td>
                <del className={styles.before}>{formatAuditValue(change.before)}</del>
              </td>
              <td>
                <ins className={styles.after}>{formatAuditValue(change.after)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
