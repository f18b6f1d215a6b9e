// One product's options as a table: what each gives and what it costs a month and, when the product is
// billed by the hour, an hour (the hourly rate is the monthly price over the catalogue's hours of a month).
import { formatHourly, formatMoney, type PriceCatalogue, type PriceProduct } from '@reef/core';
import styles from './pricing.module.css';

export function PriceTable({ catalogue, product }: { catalogue: PriceCatalogue; product: PriceProduct }) {
  const captionId = `prices-${product.slug}`;
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {product.name} prices, per {product.unit.one}
        </caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col" className={styles.specsCell}>
              Includes
            </th>
            <th scope="col" className={styles.number}>
              Monthly
            </th>
            {product.hourly ? (
              <th scope="col" className={styles.number}>
                Hourly
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {product.options.map((option) => (
            <tr key={option.id}>
              <th scope="row">
                {option.label}
                {/* On a phone the specs go under the option's name (their own column would squeeze every cell). */}
                <span className={styles.specsInline}>{option.specs.join(' · ')}</span>
              </th>
              <td className={styles.specsCell}>{option.specs.join(' · ') || '—'}</td>
              <td className={styles.number}>{formatMoney(option.monthly_cents, catalogue.currency)}</td>
              {product.hourly ? (
                <td className={styles.number}>
                  {formatHourly(option.monthly_cents / catalogue.hours_per_month, catalogue.currency)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {product.addons.length > 0 ? (
        <p className={styles.note}>
          {product.addons
            .map((addon) =>
              addon.percent > 0 ? `${addon.label}: ${addon.percent}% of the price` : `${addon.label}: free`,
            )
            .join('. ')}
          .
        </p>
      ) : null}
    </div>
  );
}

/** The sentence under a page of prices that says how hourly billing and regions work. */
export function BillingNote({ catalogue }: { catalogue: PriceCatalogue }) {
  const dearer = catalogue.regions.filter((region) => region.price_factor !== 1);
  return (
    <p className={styles.note}>
      Prices in {catalogue.currency}, before taxes. Hourly-billed products stop at the monthly price after{' '}
      {catalogue.hours_per_month} hours in a month.
      {dearer.length > 0
        ? ` Prices in ${dearer
            .map((region) => {
              const change = Math.round((region.price_factor - 1) * 100);
              return `${region.name} (${Math.abs(change)}% ${change > 0 ? 'more' : 'less'})`;
            })
            .join(', ')} differ from the list price.`
        : null}
    </p>
  );
}
