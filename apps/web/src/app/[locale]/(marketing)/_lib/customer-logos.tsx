// The "Trusted by" row: the brand's customers (configuration, `brand.customers`) as monograms beside their names.
// The monograms are decorative; the names are the list's text, so a screen reader hears a plain list of companies.
import { Monogram } from '@/components/ui/monogram/monogram';
import styles from './home.module.css';

/** The customers' row, or nothing when the brand names none. */
export function CustomerLogos({
  names,
  headingId,
  title,
}: {
  names: readonly string[];
  headingId: string;
  /** The row's heading in the page's language ("Trusted by teams at"). */
  title: string;
}) {
  if (names.length === 0) return null;
  return (
    <div className={styles.customers}>
      <h2 id={headingId} className={styles.customersTitle}>
        {title}
      </h2>
      <ul className={styles.customerList} aria-labelledby={headingId}>
        {names.map((name) => (
          <li key={name} className={styles.customer}>
            <Monogram name={name} size="small" />
            <span>{name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
