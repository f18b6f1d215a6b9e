import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../_lib/metadata';
import styles from '@/components/layout/page.module.css';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/community/newsletter',
    title: 'Newsletter',
    description: 'The best new tutorials and community news in your inbox, once a week.',
  });
}

export default function NewsletterPage() {
  return (
    <Container className={styles.page} inner>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Newsletter' }]}
        title="The community newsletter"
        lede="The best new tutorials, answers worth reading and community news — once a week, no spam."
      />
      <NewsletterForm />
    </Container>
  );
}
