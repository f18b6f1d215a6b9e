// Amounts of the price pages in the page's language (`$5.00`, `5,00 $`, `5,00 US$`): @reef/core's formatMoney and
// formatHourly say them the English way, so the pages format them here with Intl and the page's locale. English
// keeps `en-US`, the form core uses (and the end-to-end tests read).
const intlLocale = (locale: string) => (locale === 'en' ? 'en-US' : locale);

/** A price of `cents` in `currency`, as `locale` writes it. */
export function moneyIn(locale: string, cents: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(cents / 100);
}

/** An hourly rate with the precision hourly prices need (`$0.00893`), as `locale` writes it. */
export function hourlyIn(locale: string, cents: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
  }).format(cents / 100);
}

/** A list of names joined the way `locale` joins them in running text. */
export function listIn(locale: string, items: string[]): string {
  return items.join(locale === 'ja' || locale === 'zh' ? '、' : ', ');
}
