// /pricing (content-and-presentation §2: the header's "Pricing" link): every product's plans from the price
// catalogue (global content `price_catalogue`), monthly and hourly, with the way to the calculator. Cached like a
// content page (on-demand ISR, expired by the catalogue's tag; the optional catch-all is what lets a route without
// a segment of its own render on its first visit and stay cached, see /community); a longer address is not found.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { BillingNote, PriceTable } from '@/features/pricing/price-table';
import { readPriceCatalogue } from '@/features/pricing/read-catalogue';
import pageStyles from '@/components/layout/page.module.css';
import styles from '@/features/pricing/pricing.module.css';

type Props = { params: Promise<{ pricing?: string[] }> };

export function generateStaticParams(): { pricing: string[] }[] {
  return [];
}

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/pricing',
    title: 'Pricing',
    description:
      'Simple, predictable prices for virtual machines, Kubernetes, managed databases, storage and more, billed by the hour up to a monthly cap.',
  });
}

export default async function PricingPage({ params }: Props) {
  if (((await params).pricing ?? []).length > 0) notFound();
  const catalogue = await readPriceCatalogue();
  return (
    <Container className={pageStyles.page}>
      <PageHeading
        title="Pricing"
        lede="Predictable prices with no surprises: pay by the hour, never more than the monthly price."
        actions={<ButtonLink href="/pricing/calculator">Estimate your costs</ButtonLink>}
      />
      {catalogue ? (
        <>
          <nav aria-label="Products on this page">
            <ul className={styles.jumpList}>
              {catalogue.products.map((product) => (
                <li key={product.slug}>
                  <a href={`#${product.slug}`}>{product.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          {catalogue.products.map((product) => (
            <section key={product.slug} id={product.slug} aria-labelledby={`${product.slug}-title`}>
              <div className={styles.productHeading}>
                <h2 id={`${product.slug}-title`}>{product.name}</h2>
                <Link href={`/products/${product.slug}`}>About {product.name}</Link>
              </div>
              <p className={styles.note}>{product.summary}</p>
              <PriceTable catalogue={catalogue} product={product} />
            </section>
          ))}
          <BillingNote catalogue={catalogue} />
        </>
      ) : (
        <EmptyState title="Prices are not available right now">
          <p>Please try again in a few minutes.</p>
        </EmptyState>
      )}
    </Container>
  );
}
