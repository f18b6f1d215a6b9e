// /products ("See all products", content-and-presentation §2): every product of the price catalogue with its
// starting price, each linking to its own page.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { readPriceCatalogue } from '@/features/pricing/read-catalogue';
import { getBrand } from '@/lib/brand';
import { moneyIn } from '@/features/pricing/money';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import pageStyles from '@/components/layout/page.module.css';
import styles from '@/features/pricing/pricing.module.css';
import { ProductArt, productArtKind } from '../_lib/product-art';
import artStyles from '../_lib/illustrations.module.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('marketing');
  return communityMetadata({
    path: '/products',
    title: t('products.meta_title'),
    description: t('products.meta_description', { brand: getBrand().name }),
  });
}

export default async function ProductsPage() {
  const t = await getT('marketing');
  const locale = await pageLocale();
  const catalogue = await readPriceCatalogue();
  return (
    <Container className={pageStyles.page}>
      <PageHeading title={t('products.title')} lede={t('products.lede')} />
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
                  {t('products.from', {
                    price: moneyIn(locale, cheapest, catalogue.currency),
                    unit: product.unit.one,
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState title={t('products.unavailable_title')}>
          <p>{t('pricing.unavailable_text')}</p>
        </EmptyState>
      )}
    </Container>
  );
}
