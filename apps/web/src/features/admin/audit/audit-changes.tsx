// The diff of one audit entry: a table of the fields that changed, with the value before and after. Creations show
// every field's new value, deletions the old one.
import type { AuditEntry } from '@reef/client';
import { FieldDiffTable } from '../kit/field-diff-table';
import { formatAuditValue } from './audit-format';
import styles from './audit.module.css';
import type { AuditWords } from './audit-words';

const ENGLISH = {
  noChanges: 'No field changes recorded',
  oneField: '1 field changed: {field}',
  fields: '{count} fields changed',
  diffCaption: 'Fields changed by entry {id}',
  before: 'Before',
  after: 'After',
};

const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The changed fields of an entry, behind a disclosure that says how many there are. */
export function AuditChanges({
  entry,
  words: w = ENGLISH,
}: {
  entry: Pick<AuditEntry, 'id' | 'changes' | 'action'>;
  words?: Pick<AuditWords, keyof typeof ENGLISH>;
}) {
  const changes = entry.changes ?? [];
  if (changes.length === 0) return <span className={styles.muted}>{w.noChanges}</span>;
  return (
    <details className={styles.changes}>
      <summary>
        {changes.length === 1
          ? fillIn(w.oneField, { field: changes[0]!.field })
          : fillIn(w.fields, { count: changes.length })}
      </summary>
      <FieldDiffTable
        className={styles.diff}
        caption={fillIn(w.diffCaption, { id: entry.id })}
        beforeTitle={w.before}
        afterTitle={w.after}
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
