'use client';
// /pricing/calculator: pick products, sizes, quantities and regions and see the monthly and hourly totals
// change as you type. The estimate lives in the address (`?item=…`), so the page's link shares it and a
// reload keeps it; it prints without the controls and downloads as CSV. Prices come from the catalogue the
// server read; the arithmetic is @reef/core's, the same the tests check.
import {
  estimate,
  estimateCsv,
  estimateQuery,
  formatHourly,
  formatMoney,
  type EstimateLineInput,
  type PriceCatalogue,
} from '@reef/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import styles from './pricing.module.css';

type Props = {
  catalogue: PriceCatalogue;
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

export function PricingCalculator({ catalogue, initialLines, initialIgnored }: Props) {
  const [lines, setLines] = useState<EstimateLineInput[]>(initialLines);
  const [draft, setDraft] = useState<EstimateLineInput>(() => firstLine(catalogue));
  const [announcement, setAnnouncement] = useState('');
  const formId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const result = useMemo(() => estimate(catalogue, lines), [catalogue, lines]);
  const ignored = initialIgnored;
  const money = (cents: number) => formatMoney(cents, catalogue.currency);
  const hourly = (cents: number) => formatHourly(cents, catalogue.currency);

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
    setAnnouncement(removed ? `Removed ${removed.product.name} from the estimate.` : '');
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
    setAnnouncement(`Added ${draft.quantity} × ${product?.name ?? draft.product} to the estimate.`);
  }

  function downloadCsv() {
    const blob = new Blob([estimateCsv(catalogue, result)], { type: 'text/csv;charset=utf-8' });
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
          Add a product
        </h2>
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>Product</span>
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
            <span>Size or plan</span>
            <select
              value={draft.option}
              onChange={(event) => setDraft({ ...draft, option: event.target.value })}
            >
              {draftProduct.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label} — {money(option.monthly_cents)}/mo
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>Region</span>
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
            <span>Quantity ({draftProduct.unit.other})</span>
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
                {addon.label} {addon.percent > 0 ? `(+${addon.percent}%)` : '(free)'}
              </span>
            </label>
          ))}
        </div>
        <Button type="submit">Add to estimate</Button>
      </form>

      <section className={styles.estimate} aria-labelledby={`${formId}-estimate`}>
        <h2 id={`${formId}-estimate`}>Your estimate</h2>
        {ignored.length > 0 ? (
          <div role="note" className={styles.warning}>
            <p>Some items of this link are no longer offered and were left out:</p>
            <ul>
              {ignored.map((reason, index) => (
                <li key={index}>{reason}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {result.lines.length === 0 ? (
          <p className={styles.empty}>Nothing yet: add a product to see what it costs.</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label="Lines of the estimate" tabIndex={0}>
            <table className={styles.table} ref={tableRef}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Region</th>
                  <th scope="col">Quantity</th>
                  <th scope="col" className={styles.number}>
                    Monthly
                  </th>
                  <th scope="col" className={styles.number}>
                    Hourly
                  </th>
                  <th scope="col" className={styles.noPrint}>
                    <span className="visually-hidden">Remove</span>
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
                          aria-label={`Quantity of ${name}`}
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
                          Remove<span className="visually-hidden"> {name}</span>
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
            <dt>Monthly total</dt>
            <dd>{money(result.monthlyCents)}</dd>
          </div>
          <div>
            <dt>Hourly</dt>
            <dd>{hourly(result.hourlyCents)}</dd>
          </div>
        </dl>
        <p className={styles.note}>
          The hourly figure is the monthly total over {catalogue.hours_per_month} hours; prices in{' '}
          {catalogue.currency}, before taxes.
        </p>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <CopyButton label="Copy link to this estimate" text={() => window.location.href} />
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <Button variant="secondary" onClick={downloadCsv} disabled={result.lines.length === 0}>
            Download CSV
          </Button>
        </div>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </section>
    </div>
  );
}
