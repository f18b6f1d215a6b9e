// One product's options as a table: what each gives and what it costs a month and, when the product is
// billed by the hour, an hour (the hourly rate is the monthly price over the catalogue's hours of a month).
// Server components: their texts come from the page's language (the `marketing` catalogue, `pricing.*`).
import type { PriceCatalogue, PriceProduct } from '@reef/core';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { hourlyIn, listIn, moneyIn } from './money';
import styles from './pricing.module.css';

export async function PriceTable({
  catalogue,
  product,
}: {
  catalogue: PriceCatalogue;
  product: PriceProduct;
}) {
  const t = await getT('marketing');
  const locale = await pageLocale();
  const captionId = `prices-${product.slug}`;
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('pricing.table.caption', { name: product.name, unit: product.unit.one })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.table.option')}</th>
            <th scope="col" className={styles.specsCell}>
              {t('pricing.table.includes')}
            </th>
            <th scope="col" className={styles.number}>
              {t('pricing.table.monthly')}
            </th>
            {product.hourly ? (
              <th scope="col" className={styles.number}>
                {t('pricing.table.hourly')}
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
              <td className={styles.number}>{moneyIn(locale, option.monthly_cents, catalogue.currency)}</td>
              {product.hourly ? (
                <td className={styles.number}>
                  {hourlyIn(locale, option.monthly_cents / catalogue.hours_per_month, catalogue.currency)}
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
              addon.percent > 0
                ? t('pricing.table.addon_percent', { label: addon.label, percent: addon.percent })
                : t('pricing.table.addon_free', { label: addon.label }),
            )
            .join('. ')}
          .
        </p>
      ) : null}
    </div>
  );
}

/** The sentence under a page of prices that says how hourly billing and regions work. */
export async function BillingNote({ catalogue }: { catalogue: PriceCatalogue }) {
  const t = await getT('marketing');
  const locale = await pageLocale();
  const dearer = catalogue.regions.filter((region) => region.price_factor !== 1);
  const regions = dearer.map((region) => {
    const change = Math.round((region.price_factor - 1) * 100);
    const values = { name: region.name, percent: Math.abs(change) };
    return change > 0 ? t('pricing.billing.region_more', values) : t('pricing.billing.region_less', values);
  });
  return (
    <p className={styles.note}>
      {t('pricing.billing.base', {
        currency: catalogue.currency,
        hours: catalogue.hours_per_month.toLocaleString(locale),
      })}
      {dearer.length > 0 ? ` ${t('pricing.billing.regions', { regions: listIn(locale, regions) })}` : null}
    </p>
  );
}
