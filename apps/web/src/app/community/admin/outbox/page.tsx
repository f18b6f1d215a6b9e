import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { OutboxScreen } from '@/features/mail/outbox-screen';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

// Per request and never cached: what it shows is private to administrators and changes all the time.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return communityMetadata({ path: '/community/admin/outbox', title: 'Outbox' }, { noIndex: true });
}

export default function OutboxPage() {
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: 'Community', href: '/community' },
          { label: 'Administration' },
          { label: 'Outbox' },
        ]}
        title="Outbox"
        lede="Every email the site queued: recipient, delivery status and a preview. Without an SMTP server, mail is kept here."
      />
      <OutboxScreen />
    </Container>
  );
}
