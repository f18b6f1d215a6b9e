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
import { getT } from '@/i18n/translate';
import pageStyles from '@/components/layout/page.module.css';
import styles from '@/features/pricing/pricing.module.css';

type Props = { params: Promise<{ pricing?: string[] }> };

export function generateStaticParams(): { pricing: string[] }[] {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('marketing');
  return communityMetadata({
    path: '/pricing',
    title: t('pricing.meta_title'),
    description: t('pricing.meta_description'),
  });
}

export default async function PricingPage({ params }: Props) {
  if (((await params).pricing ?? []).length > 0) notFound();
  const t = await getT('marketing');
  const catalogue = await readPriceCatalogue();
  return (
    <Container className={pageStyles.page}>
      <PageHeading
        title={t('pricing.title')}
        lede={t('pricing.lede')}
        actions={<ButtonLink href="/pricing/calculator">{t('pricing.estimate')}</ButtonLink>}
      />
      {catalogue ? (
        <>
          <nav aria-label={t('pricing.products_nav')}>
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
                <Link href={`/products/${product.slug}`}>
                  {t('pricing.about_product', { name: product.name })}
                </Link>
              </div>
              <p className={styles.note}>{product.summary}</p>
              <PriceTable catalogue={catalogue} product={product} />
            </section>
          ))}
          <BillingNote catalogue={catalogue} />
        </>
      ) : (
        <EmptyState title={t('pricing.unavailable_title')}>
          <p>{t('pricing.unavailable_text')}</p>
        </EmptyState>
      )}
    </Container>
  );
}
