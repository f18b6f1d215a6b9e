// /pricing/calculator (community-app §1 "Other routes seen"; the footer is hidden here, content-and-presentation
// §2): the estimate is read from the address on the server, so a shared link opens with its totals.
import { ESTIMATE_PARAM, estimate, linesFromParams } from '@reef/core';
import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { PricingCalculator } from '@/features/pricing/pricing-calculator';
import { readPriceCatalogue } from '@/features/pricing/read-catalogue';
import pageStyles from '@/components/layout/page.module.css';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/pricing/calculator',
    title: 'Pricing calculator',
    description:
      'Estimate your monthly and hourly cloud costs: pick machines, databases, Kubernetes nodes, storage and transfer, by region.',
  });
}

export default async function PricingCalculatorPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [catalogue, params] = await Promise.all([readPriceCatalogue(), searchParams]);
  const values = [params[ESTIMATE_PARAM] ?? []].flat();
  const { lines, unreadable } = linesFromParams(values);
  return (
    <Container className={pageStyles.page}>
      <PageHeading
        crumbs={[{ label: 'Pricing', href: '/pricing' }, { label: 'Calculator' }]}
        title="Pricing calculator"
        lede="Add what you plan to run and see the monthly and hourly totals. The page's link keeps your estimate, so you can share it."
      />
      {catalogue ? (
        <PricingCalculator
          catalogue={catalogue}
          initialLines={estimate(catalogue, lines).lines.map((line) => line.input)}
          initialIgnored={[
            ...unreadable.map((value) => `Could not read “${value.slice(0, 60)}”`),
            ...estimate(catalogue, lines).ignored.map((item) => item.reason),
          ]}
        />
      ) : (
        <EmptyState title="Prices are not available right now">
          <p>Please try again in a few minutes.</p>
        </EmptyState>
      )}
    </Container>
  );
}
