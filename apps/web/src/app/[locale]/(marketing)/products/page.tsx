// /products ("See all products", content-and-presentation §2): every product of the price catalogue with its
// starting price, each linking to its own page.
import { formatMoney } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { readPriceCatalogue } from '@/features/pricing/read-catalogue';
import { getBrand } from '@/lib/brand';
import pageStyles from '@/components/layout/page.module.css';
import styles from '@/features/pricing/pricing.module.css';
import { ProductArt, productArtKind } from '../_lib/product-art';
import artStyles from '../_lib/illustrations.module.css';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/products',
    title: 'Products',
    description: `Every ${getBrand().name} product: compute, Kubernetes, databases, storage, networking and serverless.`,
  });
}

export default async function ProductsPage() {
  const catalogue = await readPriceCatalogue();
  return (
    <Container className={pageStyles.page}>
      <PageHeading
        title="Products"
        lede="Everything you need to build, run and scale an application, with prices you can predict."
      />
      {catalogue ? (
        <ul className={styles.productList}>
          {catalogue.products.map((product) => {
            const cheapest = Math.min(...product.options.map((option) => option.monthly_cents));
            return (
              <li key={product.slug} className={styles.productCard}>
                <div className={artStyles.productArt}>
                  <ProductArt kind={productArtKind(product.slug)} />
                </div>
                <h2>
                  <Link href={`/products/${product.slug}`}>{product.name}</Link>
                </h2>
                <p>{product.summary}</p>
                <p className={styles.from}>
                  From {formatMoney(cheapest, catalogue.currency)}/mo per {product.unit.one}
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState title="Products are not available right now">
          <p>Please try again in a few minutes.</p>
        </EmptyState>
      )}
    </Container>
  );
}
