// /partners: the partner directory from the API (published partners in directory order), and the way to apply.
import { listPartners } from '@reef/client';
import { listTag } from '@reef/core';
import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { cachedApi } from '@/lib/content-api';
import styles from '@/components/layout/page.module.css';
import { PartnerGrid } from './partner-grid';
import partnerStyles from './partners.module.css';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/partners',
    title: 'Partners',
    description: 'Consultancies, managed service providers and technology partners who build on our cloud.',
  });
}

export default async function PartnersPage() {
  const partners = await listPartners(cachedApi([listTag.partners]));
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Partners' }]}
        title="Partners"
        lede="Experts and products that help teams build, migrate and run on our cloud."
        actions={<ButtonLink href="/partners/apply">Become a partner</ButtonLink>}
      />
      {partners.data.length > 0 ? (
        <PartnerGrid partners={partners.data} />
      ) : (
        <EmptyState title="No partners listed yet" />
      )}
      <section aria-labelledby="apply-title" className={partnerStyles.apply}>
        <h2 id="apply-title" className={styles.sectionTitle}>
          Build your business with us
        </h2>
        <p>
          Consultancies, agencies and software companies: join the program and meet customers who need you.
        </p>
        <ButtonLink href="/partners/apply" variant="secondary">
          Apply to become a partner
        </ButtonLink>
      </section>
    </Container>
  );
}
