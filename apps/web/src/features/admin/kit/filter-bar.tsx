'use client';
// Above an admin list: a search box and a select per filter, each a query parameter of the address (a filtered
// list is a link to share; Back undoes a filter). The search applies on submit (Enter), a select at once.
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useListParams } from './use-list-params';
import styles from './kit.module.css';

/** One select of the bar. */
export type FilterDefinition = {
  /** Query parameter (also sent to the API). */
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Label of the empty choice ("Any state"). */
  anyLabel?: string;
};

/** Inputs of FilterBar. */
export type FilterBarProps = {
  /** The search box, if the list searches. */
  search?: { param?: string; label: string; placeholder?: string };
  filters?: readonly FilterDefinition[];
};

/** Search and filters kept in the address. */
export function FilterBar({ search, filters = [] }: FilterBarProps) {
  const params = useListParams();
  const searchParam = search?.param ?? 'q';
  const searchValue = params.get(searchParam) ?? '';
  const baseId = useId();

  const keys = [...(search ? [searchParam] : []), ...filters.map((filter) => filter.param)];
  const isFiltered = keys.some((key) => params.get(key));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget as HTMLFormElement).get(searchParam);
    params.update({ [searchParam]: typeof text === 'string' ? text.trim() : undefined });
  };

  return (
    <form role="search" className={styles.filterBar} onSubmit={handleSubmit} aria-label="Filter the list">
      {search ? (
        <div className={styles.filterField}>
          <label htmlFor={`${baseId}-search`}>{search.label}</label>
          <div className={styles.searchRow}>
            {/* Keyed by the address's value: Back and shared links put their search in the box. */}
            <input
              key={searchValue}
              id={`${baseId}-search`}
              name={searchParam}
              type="search"
              defaultValue={searchValue}
              placeholder={search.placeholder}
            />
            <Button type="submit" size="small" variant="secondary">
              Search
            </Button>
          </div>
        </div>
      ) : null}
      {filters.map((filter) => (
        <div key={filter.param} className={styles.filterField}>
          <label htmlFor={`${baseId}-${filter.param}`}>{filter.label}</label>
          <select
            id={`${baseId}-${filter.param}`}
            value={params.get(filter.param) ?? ''}
            onChange={(event) => params.update({ [filter.param]: event.target.value })}
          >
            <option value="">{filter.anyLabel ?? 'Any'}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {isFiltered ? (
        <Button size="small" variant="tertiary" onClick={() => params.clear(keys)}>
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
