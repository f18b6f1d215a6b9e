'use client';
// Above an admin list: a search box, a select per filter, a date box per date filter and a text box per text
// filter, each a query parameter of the address (a filtered list is a link to share; Back undoes a filter). The
// search, the texts and the dates apply on submit (Enter) or when a date box is left, a select at once.
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useListParams, type ListParamChanges } from './use-list-params';
import { useKitWords, type AdminKitWords } from '../shell/admin-words';
import styles from './kit.module.css';

/** One select of the bar. */
export type FilterDefinition = {
  /** Query parameter (also sent to the API). */
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Label of the empty choice ("Any state"). */
  anyLabel?: string;
  /**
   * The value the list shows when the address has none (a queue that opens on its open items). The select then
   * has no empty choice: it shows this value, and choosing it removes the parameter from the address.
   */
  defaultValue?: string;
};

/** One date box of the bar: a `YYYY-MM-DD` query parameter ("Reported from", "Reported until"). */
export type DateFilterDefinition = {
  param: string;
  label: string;
};

/** One text box of the bar: an exact value such as a member's slug or an object's id ("Actor", "Object id"). */
export type TextFilterDefinition = {
  param: string;
  label: string;
  placeholder?: string;
};

/** Inputs of FilterBar. */
export type FilterBarProps = {
  /** The search box, if the list searches. */
  search?: { param?: string; label: string; placeholder?: string };
  filters?: readonly FilterDefinition[];
  dates?: readonly DateFilterDefinition[];
  texts?: readonly TextFilterDefinition[];
  /** The bar's own words (the admin layout's, else English, when not given). */
  words?: Partial<
    Pick<AdminKitWords, 'filterLabel' | 'search' | 'any' | 'apply' | 'applyDates' | 'clearFilters'>
  >;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Search and filters kept in the address. */
export function FilterBar({ search, filters = [], dates = [], texts = [], words }: FilterBarProps) {
  const kit = useKitWords(words);
  const params = useListParams();
  const searchParam = search?.param ?? 'q';
  const searchValue = params.get(searchParam) ?? '';
  const baseId = useId();

  const keys = [
    ...(search ? [searchParam] : []),
    ...filters.map((filter) => filter.param),
    ...dates.map((date) => date.param),
    ...texts.map((text) => text.param),
  ];
  const isFiltered = keys.some((key) => params.get(key));

  const dateChanges = (form: HTMLFormElement): ListParamChanges => {
    const data = new FormData(form);
    const changes: ListParamChanges = {};
    for (const date of dates) {
      const value = data.get(date.param);
      const next = typeof value === 'string' && ISO_DATE.test(value) ? value : undefined;
      if (next !== params.get(date.param)) changes[date.param] = next;
    }
    return changes;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const changes = dateChanges(form);
    const data = new FormData(form);
    for (const name of [...(search ? [searchParam] : []), ...texts.map((text) => text.param)]) {
      const text = data.get(name);
      changes[name] = typeof text === 'string' ? text.trim() : undefined;
    }
    params.update(changes);
  };

  const handleDateBlur = (form: HTMLFormElement | null) => {
    if (!form) return;
    const changes = dateChanges(form);
    if (Object.keys(changes).length > 0) params.update(changes);
  };

  return (
    <form role="search" className={styles.filterBar} onSubmit={handleSubmit} aria-label={kit.filterLabel}>
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
              {kit.search}
            </Button>
          </div>
        </div>
      ) : null}
      {filters.map((filter) => (
        <div key={filter.param} className={styles.filterField}>
          <label htmlFor={`${baseId}-${filter.param}`}>{filter.label}</label>
          <select
            id={`${baseId}-${filter.param}`}
            value={params.get(filter.param) ?? filter.defaultValue ?? ''}
            onChange={(event) =>
              params.update({
                [filter.param]: event.target.value === filter.defaultValue ? undefined : event.target.value,
              })
            }
          >
            {filter.defaultValue === undefined ? (
              <option value="">{filter.anyLabel ?? kit.any}</option>
            ) : null}
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {dates.map((date) => {
        const value = params.get(date.param) ?? '';
        return (
          <div key={date.param} className={styles.filterField}>
            <label htmlFor={`${baseId}-${date.param}`}>{date.label}</label>
            {/* Keyed by the address's value, like the search box; applied when left or on Enter. */}
            <input
              key={value}
              id={`${baseId}-${date.param}`}
              name={date.param}
              type="date"
              defaultValue={value}
              onBlur={(event) => handleDateBlur(event.currentTarget.form)}
            />
          </div>
        );
      })}
      {texts.map((text) => {
        const value = params.get(text.param) ?? '';
        return (
          <div key={text.param} className={styles.filterField}>
            <label htmlFor={`${baseId}-${text.param}`}>{text.label}</label>
            {/* Keyed by the address's value, like the search box; applied on Enter. */}
            <input
              key={value}
              id={`${baseId}-${text.param}`}
              name={text.param}
              type="text"
              defaultValue={value}
              placeholder={text.placeholder}
            />
          </div>
        );
      })}
      {(dates.length > 0 || texts.length > 0) && !search ? (
        <Button type="submit" size="small" variant="secondary">
          {texts.length > 0 ? kit.apply : kit.applyDates}
        </Button>
      ) : null}
      {isFiltered ? (
        <Button size="small" variant="tertiary" onClick={() => params.clear(keys)}>
          {kit.clearFilters}
        </Button>
      ) : null}
    </form>
  );
}
