import { ButtonLink } from '@/components/ui/button/button-link';
import { Card } from '@/components/ui/card/card';
import { Container } from '@/components/ui/container/container';
import { Grid, GridItem } from '@/components/ui/grid/grid';
import { Section } from '@/components/ui/section/section';
import { getBrand } from '@/lib/brand';
import { getT, type Translate } from '@/i18n/translate';
import { CustomerLogos } from './customer-logos';
import { HeroIllustration } from './hero-illustration';
import { ProductArt, productArtKind } from './product-art';
import styles from './home.module.css';

/** What the community offers, each with its own way in. */
function communityPaths(t: Translate) {
  return [
    { title: t('home.tutorials_title'), href: '/community/tutorials', body: t('home.tutorials_body') },
    { title: t('home.questions_title'), href: '/community/questions', body: t('home.questions_body') },
    { title: t('home.tools_title'), href: '/community/tools', body: t('home.tools_body') },
  ];
}

/** The home page in the page's language (the route renders this one). */
export async function LocalizedHomePage() {
  const t = await getT('marketing');
  return <HomePage t={t} />;
}

/** The site's home page (/), served by the route (marketing)/[[...slug]] and cached like the content pages. */
export function HomePage({ t }: { t: Translate }) {
  const brand = getBrand();
  return (
    <>
      <Section className={styles.hero} aria-labelledby="home-title">
        <Container className={styles.heroGrid}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{brand.name}</p>
            <h1 id="home-title" className={styles.title}>
              {t('home.title')}
            </h1>
            <p className={styles.lead}>{t('home.lead')}</p>
            <div className={styles.actions}>
              <ButtonLink href={brand.signupUrl}>{t('home.start_building')}</ButtonLink>
              <ButtonLink href="/products" variant="secondary">
                {t('home.see_all_products')}
              </ButtonLink>
            </div>
            <ul className={styles.points}>
              <li>{t('home.point_prices')}</li>
              <li>{t('home.point_server')}</li>
              <li>{t('home.point_answers')}</li>
            </ul>
          </div>
          <div className={styles.heroArt}>
            <HeroIllustration />
          </div>
        </Container>
        <Container>
          <CustomerLogos
            names={brand.customers}
            headingId="home-customers"
            title={t('home.customers_title')}
          />
        </Container>
      </Section>
      <Section tone="muted" size="medium" aria-labelledby="home-products">
        <Container>
          <p className={styles.eyebrow}>{t('home.products_eyebrow')}</p>
          <h2 id="home-products" className={styles.sectionTitle}>
            {t('home.products_title')}
          </h2>
          <Grid as="ul" spacing={24}>
            {brand.productLinks.map((product) => (
              <GridItem as="li" key={product.href} span={12} spanLg={6} spanXl={4}>
                <Card
                  title={product.label}
                  link={product.href}
                  media={<ProductArt kind={productArtKind(product.href)} />}
                  filled={false}
                >
                  {product.description}
                </Card>
              </GridItem>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="home-community">
        <Container>
          <p className={styles.eyebrow}>{t('home.community_eyebrow')}</p>
          <h2 id="home-community" className={styles.sectionTitle}>
            {t('home.community_title')}
          </h2>
          <ul className={styles.paths}>
            {communityPaths(t).map((path) => (
              <li key={path.href}>
                <Card title={path.title} link={path.href}>
                  {path.body}
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </Section>
      <Section tone="dark" aria-labelledby="home-start">
        <Container className={styles.closing}>
          <h2 id="home-start">{t('home.closing_title')}</h2>
          <p>{t('home.closing_text')}</p>
          <div className={styles.actions}>
            <ButtonLink href={brand.signupUrl} variant="on-dark">
              {t('home.create_account')}
            </ButtonLink>
            <ButtonLink href="/pricing" variant="on-dark">
              {t('home.see_pricing')}
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
