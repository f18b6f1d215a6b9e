import { ButtonLink } from '@/components/ui/button/button-link';
import { Card } from '@/components/ui/card/card';
import { Container } from '@/components/ui/container/container';
import { Grid, GridItem } from '@/components/ui/grid/grid';
import { Section } from '@/components/ui/section/section';
import { getBrand } from '@/lib/brand';
import { CustomerLogos } from './customer-logos';
import { HeroIllustration } from './hero-illustration';
import { ProductArt, productArtKind } from './product-art';
import styles from './home.module.css';

/** What the community offers, each with its own way in. */
const COMMUNITY_PATHS = [
  {
    title: 'Tutorials',
    href: '/community/tutorials',
    body: 'Step-by-step guides for servers, databases, containers and the tools around them, tested by editors.',
  },
  {
    title: 'Questions and answers',
    href: '/community/questions',
    body: 'Ask what you are stuck on; developers who have been there answer, and the best answer rises.',
  },
  {
    title: 'Tools',
    href: '/community/tools',
    body: 'Small utilities the community built: configuration generators, calculators and checkers.',
  },
] as const;

/** The site's home page (/), served by the route (marketing)/[[...slug]] and cached like the content pages. */
export function HomePage() {
  const brand = getBrand();
  return (
    <>
      <Section className={styles.hero} aria-labelledby="home-title">
        <Container className={styles.heroGrid}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{brand.name}</p>
            <h1 id="home-title" className={styles.title}>
              The simple cloud for developers and the teams they build
            </h1>
            <p className={styles.lead}>
              Virtual machines, managed databases, Kubernetes and storage — with thousands of tutorials and a
              community that answers your questions.
            </p>
            <div className={styles.actions}>
              <ButtonLink href={brand.signupUrl}>Start building</ButtonLink>
              <ButtonLink href="/products" variant="secondary">
                See all products
              </ButtonLink>
            </div>
            <ul className={styles.points}>
              <li>Predictable monthly prices</li>
              <li>A server in under a minute</li>
              <li>Answers from the community</li>
            </ul>
          </div>
          <div className={styles.heroArt}>
            <HeroIllustration />
          </div>
        </Container>
        <Container>
          <CustomerLogos names={brand.customers} headingId="home-customers" />
        </Container>
      </Section>
      <Section tone="muted" size="medium" aria-labelledby="home-products">
        <Container>
          <p className={styles.eyebrow}>Products</p>
          <h2 id="home-products" className={styles.sectionTitle}>
            Everything you need to build and scale
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
          <p className={styles.eyebrow}>Community</p>
          <h2 id="home-community" className={styles.sectionTitle}>
            Learn, ask and share with other developers
          </h2>
          <ul className={styles.paths}>
            {COMMUNITY_PATHS.map((path) => (
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
          <h2 id="home-start">Deploy your first server today</h2>
          <p>Sign up, pick a region and a size, and it is running before the kettle boils.</p>
          <div className={styles.actions}>
            <ButtonLink href={brand.signupUrl} variant="on-dark">
              Create an account
            </ButtonLink>
            <ButtonLink href="/pricing" variant="on-dark">
              See pricing
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
