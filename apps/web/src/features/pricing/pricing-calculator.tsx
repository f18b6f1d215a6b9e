'use client';
// /pricing/calculator: pick products, sizes, quantities and regions and see the monthly and hourly totals
// change as you type. The estimate lives in the address (`?item=…`), so the page's link shares it and a
// reload keeps it; it prints without the controls and downloads as CSV. Prices come from the catalogue the
// server read; the arithmetic is @reef/core's, the same the tests check.
import {
  estimate,
  estimateCsv,
  estimateQuery,
  type EstimateCsvHeadings,
  type EstimateLineInput,
  type PriceCatalogue,
} from '@reef/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { hourlyIn, moneyIn } from './money';
import styles from './pricing.module.css';

/** The calculator's texts in the page's language (the server's `pricing.calculator.*`); `{name}`, `{label}`,
 * `{price}`, `{unit}`, `{percent}` and `{quantity}` stay in place for the browser to fill in. */
export type CalculatorWords = {
  addTitle: string;
  product: string;
  sizeOrPlan: string;
  optionPrice: string;
  region: string;
  quantityUnit: string;
  addonPercent: string;
  addonFree: string;
  add: string;
  estimateTitle: string;
  ignoredIntro: string;
  empty: string;
  linesLabel: string;
  quantity: string;
  monthly: string;
  hourly: string;
  remove: string;
  quantityOf: string;
  monthlyTotal: string;
  hourlyNote: string;
  copyLink: string;
  print: string;
  downloadCsv: string;
  removed: string;
  added: string;
  /** The CSV's headings, `{currency}` kept for core to fill in. */
  csv: EstimateCsvHeadings;
};

/** `template` with each `{name}` of `values` filled in. */
function fill(template: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{${name}}`).join(String(value)),
    template,
  );
}

type Props = {
  catalogue: PriceCatalogue;
  /** The page's language, for the amounts. */
  locale: string;
  words: CalculatorWords;
  /** Lines read from the address by the server, each one the catalogue can price. */
  initialLines: EstimateLineInput[];
  /** Parts of the address that could not be read or priced, said once above the estimate. */
  initialIgnored: string[];
};

function firstLine(catalogue: PriceCatalogue, productSlug?: string): EstimateLineInput {
  const product = catalogue.products.find((p) => p.slug === productSlug) ?? catalogue.products[0]!;
  return {
    product: product.slug,
    option: product.options[0]!.id,
    quantity: 1,
    region: catalogue.regions[0]!.slug,
    addons: [],
  };
}

export function PricingCalculator({ catalogue, locale, words, initialLines, initialIgnored }: Props) {
  const [lines, setLines] = useState<EstimateLineInput[]>(initialLines);
  const [draft, setDraft] = useState<EstimateLineInput>(() => firstLine(catalogue));
  const [announcement, setAnnouncement] = useState('');
  const formId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const result = useMemo(() => estimate(catalogue, lines), [catalogue, lines]);
  const ignored = initialIgnored;
  const money = (cents: number) => moneyIn(locale, cents, catalogue.currency);
  const hourly = (cents: number) => hourlyIn(locale, cents, catalogue.currency);

  // Keep the address in step with the estimate, so the page's link is the estimate (no history entry per keystroke).
  const query = estimateQuery(result.lines.map((line) => line.input));
  useEffect(() => {
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, '', url);
  }, [query]);

  const draftProduct = catalogue.products.find((p) => p.slug === draft.product) ?? catalogue.products[0]!;

  function update(index: number, change: Partial<EstimateLineInput>) {
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));
  }

  function remove(index: number) {
    const removed = result.lines[index];
    setLines((current) => current.filter((_, i) => i !== index));
    setAnnouncement(removed ? fill(words.removed, { name: removed.product.name }) : '');
    // Focus stays in the estimate: on the next row's remove button, or the add form when it is empty.
    requestAnimationFrame(() => {
      const buttons = tableRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? document.getElementById(`${formId}-product`))?.focus();
    });
  }

  function add() {
    setLines((current) => [...current, draft]);
    const product = catalogue.products.find((p) => p.slug === draft.product);
    setAnnouncement(fill(words.added, { quantity: draft.quantity, name: product?.name ?? draft.product }));
  }

  function downloadCsv() {
    const blob = new Blob([estimateCsv(catalogue, result, words.csv)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'estimate.csv';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className={styles.calculator}>
      <form
        className={`${styles.addForm} ${styles.noPrint}`}
        aria-labelledby={`${formId}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <h2 id={`${formId}-title`} className={styles.formTitle}>
          {words.addTitle}
        </h2>
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>{words.product}</span>
            <select
              id={`${formId}-product`}
              value={draft.product}
              onChange={(event) => setDraft(firstLine(catalogue, event.target.value))}
            >
              {catalogue.products.map((product) => (
                <option key={product.slug} value={product.slug}>
                  {product.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{words.sizeOrPlan}</span>
            <select
              value={draft.option}
              onChange={(event) => setDraft({ ...draft, option: event.target.value })}
            >
              {draftProduct.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {fill(words.optionPrice, { label: option.label, price: money(option.monthly_cents) })}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{words.region}</span>
            <select
              value={draft.region}
              onChange={(event) => setDraft({ ...draft, region: event.target.value })}
            >
              {catalogue.regions.map((region) => (
                <option key={region.slug} value={region.slug}>
                  {region.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{fill(words.quantityUnit, { unit: draftProduct.unit.other })}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={draftProduct.max_quantity}
              step={1}
              required
              value={draft.quantity}
              onChange={(event) =>
                setDraft({ ...draft, quantity: Math.trunc(event.target.valueAsNumber) || 0 })
              }
            />
          </label>
          {draftProduct.addons.map((addon) => (
            <label key={addon.id} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.addons.includes(addon.id)}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    addons: event.target.checked
                      ? [...draft.addons, addon.id]
                      : draft.addons.filter((id) => id !== addon.id),
                  })
                }
              />
              <span>
                {addon.label}{' '}
                {addon.percent > 0 ? fill(words.addonPercent, { percent: addon.percent }) : words.addonFree}
              </span>
            </label>
          ))}
        </div>
        <Button type="submit">{words.add}</Button>
      </form>

      <section className={styles.estimate} aria-labelledby={`${formId}-estimate`}>
        <h2 id={`${formId}-estimate`}>{words.estimateTitle}</h2>
        {ignored.length > 0 ? (
          <div role="note" className={styles.warning}>
            <p>{words.ignoredIntro}</p>
            <ul>
              {ignored.map((reason, index) => (
                <li key={index}>{reason}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {result.lines.length === 0 ? (
          <p className={styles.empty}>{words.empty}</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label={words.linesLabel} tabIndex={0}>
            <table className={styles.table} ref={tableRef}>
              <thead>
                <tr>
                  <th scope="col">{words.product}</th>
                  <th scope="col">{words.region}</th>
                  <th scope="col">{words.quantity}</th>
                  <th scope="col" className={styles.number}>
                    {words.monthly}
                  </th>
                  <th scope="col" className={styles.number}>
                    {words.hourly}
                  </th>
                  <th scope="col" className={styles.noPrint}>
                    <span className="visually-hidden">{words.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.lines.map((line, index) => {
                  const name = `${line.product.name}, ${line.option.label}`;
                  return (
                    <tr key={index}>
                      <th scope="row">
                        {line.product.name}
                        <span className={styles.sub}>
                          {line.option.label}
                          {line.addons.length > 0 ? ` + ${line.addons.map((a) => a.label).join(', ')}` : ''}
                        </span>
                      </th>
                      <td>{line.region.name}</td>
                      <td>
                        <input
                          className={styles.quantity}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={line.product.max_quantity}
                          step={1}
                          aria-label={fill(words.quantityOf, { name })}
                          value={line.input.quantity}
                          onChange={(event) => {
                            const quantity = Math.trunc(event.target.valueAsNumber);
                            if (quantity >= 1 && quantity <= line.product.max_quantity)
                              update(index, { quantity });
                          }}
                        />{' '}
                        <span className={styles.unit}>
                          {line.input.quantity === 1 ? line.product.unit.one : line.product.unit.other}
                        </span>
                      </td>
                      <td className={styles.number}>{money(line.monthlyCents)}</td>
                      <td className={styles.number}>
                        {line.hourlyCents === null ? '—' : hourly(line.hourlyCents)}
                      </td>
                      <td className={styles.noPrint}>
                        <Button variant="tertiary" size="small" data-remove onClick={() => remove(index)}>
                          {words.remove}
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <dl className={styles.totals} aria-live="polite" aria-atomic="true" data-testid="estimate-totals">
          <div>
            <dt>{words.monthlyTotal}</dt>
            <dd>{money(result.monthlyCents)}</dd>
          </div>
          <div>
            <dt>{words.hourly}</dt>
            <dd>{hourly(result.hourlyCents)}</dd>
          </div>
        </dl>
        <p className={styles.note}>{words.hourlyNote}</p>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <CopyButton label={words.copyLink} text={() => window.location.href} />
          <Button variant="secondary" onClick={() => window.print()}>
            {words.print}
          </Button>
          <Button variant="secondary" onClick={downloadCsv} disabled={result.lines.length === 0}>
            {words.downloadCsv}
          </Button>
        </div>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </section>
    </div>
  );
}
