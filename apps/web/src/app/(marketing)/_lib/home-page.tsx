import { ButtonLink } from '@/components/ui/button/button-link';
import { Card } from '@/components/ui/card/card';
import { Container } from '@/components/ui/container/container';
import { Grid, GridItem } from '@/components/ui/grid/grid';
import { Section } from '@/components/ui/section/section';
import { getBrand } from '@/lib/brand';
import styles from './home.module.css';

/** The site's home page (/), served by the route (marketing)/[[...slug]] and cached like the content pages. */
export function HomePage() {
  const brand = getBrand();
  return (
    <>
      <Section className={styles.hero}>
        <Container>
          <p className={styles.eyebrow}>{brand.name}</p>
          <h1 className={styles.title}>The simple cloud for developers and the teams they build</h1>
          <p className={styles.lead}>
            Virtual machines, managed databases, Kubernetes and storage — with thousands of tutorials and a
            community that answers your questions.
          </p>
          <div className={styles.actions}>
            <ButtonLink href="/community">Explore the community</ButtonLink>
            <ButtonLink href="/products" variant="secondary">
              See all products
            </ButtonLink>
          </div>
        </Container>
      </Section>
      <Section tone="muted" size="medium" aria-labelledby="home-products">
        <Container>
          <h2 id="home-products">Everything you need to build and scale</h2>
          <Grid as="ul" spacing={24}>
            {brand.productLinks.map((product) => (
              <GridItem as="li" key={product.href} span={12} spanLg={6} spanXl={4}>
                <Card title={product.label} link={product.href} eyebrow="Product" filled={false}>
                  {product.description}
                </Card>
              </GridItem>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
