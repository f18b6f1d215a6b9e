import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../_lib/metadata';
import { getT } from '@/i18n/translate';
import styles from '@/components/layout/page.module.css';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return communityMetadata({
    path: '/community/newsletter',
    title: t('newsletter.crumb'),
    description: t('newsletter.description'),
  });
}

export default async function NewsletterPage() {
  const t = await getT('members');
  return (
    <Container className={styles.page} inner>
      <PageHeading
        crumbs={[
          { label: t('settings.crumb_community'), href: '/community' },
          { label: t('newsletter.crumb') },
        ]}
        title={t('newsletter.title')}
        lede={t('newsletter.lede')}
      />
      <NewsletterForm
        words={{
          invalidEmail: t('newsletter.invalid_email'),
          noConsent: t('newsletter.no_consent'),
          thanks: t('newsletter.thanks', { email: '{email}' }),
          email: t('newsletter.email'),
          firstName: t('newsletter.first_name'),
          consent: t('newsletter.consent'),
          signingUp: t('newsletter.signing_up'),
          signUp: t('newsletter.sign_up'),
        }}
      />
    </Container>
  );
}
