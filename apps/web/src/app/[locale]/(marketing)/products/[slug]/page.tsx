// /products/{slug} ("/products and its sub-pages", community-app §1): one product from the price catalogue,
// its description, features and prices, and a calculator link that opens with it already added.
import { encodeLine, ESTIMATE_PARAM, findProduct } from '@reef/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { BillingNote, PriceTable } from '@/features/pricing/price-table';
import { readPriceCatalogue } from '@/features/pricing/read-catalogue';
import { getBrand } from '@/lib/brand';
import { getT } from '@/i18n/translate';
import pageStyles from '@/components/layout/page.module.css';
import styles from '@/features/pricing/pricing.module.css';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const catalogue = await readPriceCatalogue();
  const product = catalogue ? findProduct(catalogue, slug) : undefined;
  const t = await getT('marketing');
  if (!product) return { title: t('products.not_found') };
  return communityMetadata({
    path: `/products/${product.slug}`,
    title: product.name,
    description: product.summary,
  });
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const catalogue = await readPriceCatalogue();
  const product = catalogue ? findProduct(catalogue, slug) : undefined;
  if (!catalogue || !product) notFound();
  const t = await getT('marketing');
  const estimateHref = `/pricing/calculator?${new URLSearchParams({
    [ESTIMATE_PARAM]: encodeLine({
      product: product.slug,
      option: product.options[0]!.id,
      quantity: 1,
      region: catalogue.regions[0]!.slug,
      addons: [],
    }),
  })}`;
  return (
    <Container className={pageStyles.page}>
      <article aria-labelledby="product-title">
        <PageHeading
          titleId="product-title"
          crumbs={[{ label: t('products.crumb'), href: '/products' }, { label: product.name }]}
          title={product.name}
          lede={product.summary}
          actions={
            <>
              <ButtonLink href={getBrand().signupUrl}>{t('products.get_started')}</ButtonLink>
              <ButtonLink href={estimateHref} variant="secondary">
                {t('products.estimate')}
              </ButtonLink>
            </>
          }
        />
        {product.description.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {product.features.length > 0 ? (
          <section aria-labelledby="product-features">
            <h2 id="product-features">{t('products.features')}</h2>
            <ul className={styles.features}>
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="product-prices">
          <h2 id="product-prices">{t('products.prices')}</h2>
          <PriceTable catalogue={catalogue} product={product} />
          <BillingNote catalogue={catalogue} />
        </section>
      </article>
    </Container>
  );
}
