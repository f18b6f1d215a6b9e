// /pricing/calculator (community-app §1 "Other routes seen"; the footer is hidden here, content-and-presentation
// §2): the estimate is read from the address on the server, so a shared link opens with its totals.
import { ESTIMATE_PARAM, estimate, linesFromParams } from '@reef/core';
import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { PricingCalculator, type CalculatorWords } from '@/features/pricing/pricing-calculator';
import { readPriceCatalogue } from '@/features/pricing/read-catalogue';
import { pageLocale } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';
import pageStyles from '@/components/layout/page.module.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('marketing');
  return communityMetadata({
    path: '/pricing/calculator',
    title: t('pricing.calculator.meta_title'),
    description: t('pricing.calculator.meta_description'),
  });
}

/**
 * Why a line of the address was left out, in the page's language: @reef/core words it in English, so its five
 * sentences are matched here (any other stays as core said it).
 */
function ignoredReason(t: Translate, reason: string): string {
  let m: RegExpMatchArray | null;
  if ((m = reason.match(/^No product (.+)$/)))
    return t('pricing.calculator.ignored.no_product', { product: m[1]! });
  if ((m = reason.match(/^No region (.+)$/)))
    return t('pricing.calculator.ignored.no_region', { region: m[1]! });
  if ((m = reason.match(/^(.+) has no add-on (.+)$/)))
    return t('pricing.calculator.ignored.no_addon', { name: m[1]!, addon: m[2]! });
  if ((m = reason.match(/^(.+) has no option (.+)$/)))
    return t('pricing.calculator.ignored.no_option', { name: m[1]!, option: m[2]! });
  if ((m = reason.match(/^The quantity of (.+) must be a whole number from 1 to (\d+)$/)))
    return t('pricing.calculator.ignored.quantity', { name: m[1]!, max: m[2]! });
  return reason;
}

/** The calculator's words in the page's language; the values only the browser knows stay as `{name}` etc. */
function calculatorWords(
  t: Translate,
  catalogue: { hours_per_month: number; currency: string },
  locale: string,
): CalculatorWords {
  return {
    addTitle: t('pricing.calculator.add_title'),
    product: t('pricing.calculator.product'),
    sizeOrPlan: t('pricing.calculator.size_or_plan'),
    optionPrice: t('pricing.calculator.option_price', { label: '{label}', price: '{price}' }),
    region: t('pricing.calculator.region'),
    quantityUnit: t('pricing.calculator.quantity_unit', { unit: '{unit}' }),
    addonPercent: t('pricing.calculator.addon_percent', { percent: '{percent}' }),
    addonFree: t('pricing.calculator.addon_free'),
    add: t('pricing.calculator.add'),
    estimateTitle: t('pricing.calculator.estimate_title'),
    ignoredIntro: t('pricing.calculator.ignored_intro'),
    empty: t('pricing.calculator.empty'),
    linesLabel: t('pricing.calculator.lines_label'),
    quantity: t('pricing.calculator.quantity'),
    monthly: t('pricing.calculator.monthly'),
    hourly: t('pricing.calculator.hourly'),
    remove: t('pricing.calculator.remove'),
    quantityOf: t('pricing.calculator.quantity_of', { name: '{name}' }),
    monthlyTotal: t('pricing.calculator.monthly_total'),
    hourlyNote: t('pricing.calculator.hourly_note', {
      hours: catalogue.hours_per_month.toLocaleString(locale),
      currency: catalogue.currency,
    }),
    copyLink: t('pricing.calculator.copy_link'),
    print: t('pricing.calculator.print'),
    downloadCsv: t('pricing.calculator.download_csv'),
    removed: t('pricing.calculator.removed', { name: '{name}' }),
    added: t('pricing.calculator.added', { quantity: '{quantity}', name: '{name}' }),
    csv: {
      product: t('pricing.calculator.csv.product'),
      option: t('pricing.calculator.csv.option'),
      region: t('pricing.calculator.csv.region'),
      quantity: t('pricing.calculator.csv.quantity'),
      addons: t('pricing.calculator.csv.addons'),
      monthly: t('pricing.calculator.csv.monthly', { currency: '{currency}' }),
      hourly: t('pricing.calculator.csv.hourly', { currency: '{currency}' }),
      total: t('pricing.calculator.csv.total'),
    },
  };
}

export default async function PricingCalculatorPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getT('marketing');
  const locale = await pageLocale();
  const [catalogue, params] = await Promise.all([readPriceCatalogue(), searchParams]);
  const values = [params[ESTIMATE_PARAM] ?? []].flat();
  const { lines, unreadable } = linesFromParams(values);
  return (
    <Container className={pageStyles.page}>
      <PageHeading
        crumbs={[
          { label: t('pricing.calculator.crumb_pricing'), href: '/pricing' },
          { label: t('pricing.calculator.crumb') },
        ]}
        title={t('pricing.calculator.title')}
        lede={t('pricing.calculator.lede')}
      />
      {catalogue ? (
        <PricingCalculator
          catalogue={catalogue}
          locale={locale}
          words={calculatorWords(t, catalogue, locale)}
          initialLines={estimate(catalogue, lines).lines.map((line) => line.input)}
          initialIgnored={[
            ...unreadable.map((value) =>
              t('pricing.calculator.could_not_read', { value: value.slice(0, 60) }),
            ),
            ...estimate(catalogue, lines).ignored.map((item) => ignoredReason(t, item.reason)),
          ]}
        />
      ) : (
        <EmptyState title={t('pricing.unavailable_title')}>
          <p>{t('pricing.unavailable_text')}</p>
        </EmptyState>
      )}
    </Container>
  );
}
