// The controls of a searchable list page (the tutorials list, the partner directory): the search row with its
// hidden label and primary Search button, and the filter panel's closing row, Apply filters and, once a filter is
// on, a Clear link. Both forms submit by GET, so these render on the server and work without JavaScript; their words
// are the page's language's.
import Link from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button/button-link';
import { getT } from '@/i18n/translate';
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
export async function SearchRow({ id, name, label, defaultValue, placeholder }: SearchRowProps) {
  const t = await getT('common');
  return (
    <div className={controls.searchRow}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} name={name} type="search" defaultValue={defaultValue} placeholder={placeholder} />
      <button type="submit" className={buttonClassName('primary')}>
        {t('filters.search')}
      </button>
    </div>
  );
}

/** The Apply filters button, and a Clear link to `clearHref` when it is given (a filter is on). */
export async function FilterActions({ clearHref }: { clearHref: string | undefined }) {
  const t = await getT('common');
  return (
    <div className={controls.filterActions}>
      <button type="submit" className={buttonClassName('secondary')}>
        {t('filters.apply')}
      </button>
      {clearHref !== undefined ? <Link href={clearHref}>{t('filters.clear')}</Link> : null}
    </div>
  );
}
