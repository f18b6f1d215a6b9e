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
import { getT } from '@/i18n/translate';
import styles from '@/components/layout/page.module.css';
import { PartnerGrid } from './partner-grid';
import partnerStyles from './partners.module.css';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('marketing');
  return communityMetadata({
    path: '/partners',
    title: t('partners.title'),
    description: t('partners.meta_description'),
  });
}

export default async function PartnersPage() {
  const t = await getT('marketing');
  const partners = await listPartners(cachedApi([listTag.partners]));
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('static.crumb_home'), href: '/' }, { label: t('partners.title') }]}
        title={t('partners.title')}
        lede={t('partners.lede')}
        actions={<ButtonLink href="/partners/apply">{t('partners.become')}</ButtonLink>}
      />
      {partners.data.length > 0 ? (
        <PartnerGrid partners={partners.data} t={t} />
      ) : (
        <EmptyState title={t('partners.empty')} />
      )}
      <section aria-labelledby="apply-title" className={partnerStyles.apply}>
        <h2 id="apply-title" className={styles.sectionTitle}>
          {t('partners.apply_title')}
        </h2>
        <p>{t('partners.apply_text')}</p>
        <ButtonLink href="/partners/apply" variant="secondary">
          {t('partners.apply_button')}
        </ButtonLink>
      </section>
    </Container>
  );
}
