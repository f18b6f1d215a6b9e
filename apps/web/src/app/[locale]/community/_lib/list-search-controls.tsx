// The controls of a searchable list page (the tutorials list, the partner directory): the search row with its
// hidden label and primary Search button, and the filter panel's closing row, Apply filters and, once a filter is
// on, a Clear link. Both forms submit by GET, so these render on the server and work without JavaScript.
import Link from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button/button-link';
import controls from '../list-controls.module.css';

/** Inputs of SearchRow: the input's id, query parameter, hidden label, current value and placeholder. */
export type SearchRowProps = {
  id: string;
  name: string;
  label: string;
  defaultValue: string | undefined;
  placeholder: string;
};

/** The search input and its Search button. */
export function SearchRow({ id, name, label, defaultValue, placeholder }: SearchRowProps) {
  return (
    <div className={controls.searchRow}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} name={name} type="search" defaultValue={defaultValue} placeholder={placeholder} />
      <button type="submit" className={buttonClassName('primary')}>
        Search
      </button>
    </div>
  );
}

/** The Apply filters button, and a Clear link to `clearHref` when it is given (a filter is on). */
export function FilterActions({ clearHref }: { clearHref: string | undefined }) {
  return (
    <div className={controls.filterActions}>
      <button type="submit" className={buttonClassName('secondary')}>
        Apply filters
      </button>
      {clearHref !== undefined ? <Link href={clearHref}>Clear</Link> : null}
    </div>
  );
}
