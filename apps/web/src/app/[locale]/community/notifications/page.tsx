// /community/notifications: every notification of the signed-in member (the bell's panel shows the newest).
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { PageHeading } from '@/components/layout/page-heading';
import { NotificationsPage } from '@/features/notifications/notifications-page';
import { communityMetadata } from '../_lib/metadata';
import styles from '@/components/layout/page.module.css';

// Per request: the list fills in the browser with the member's token; never prerendered.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata(
    {
      path: '/community/notifications',
      title: 'Notifications',
      description: 'Answers, comments, mentions and news about what you follow.',
    },
    { noIndex: true },
  );
}

export default function NotificationsRoute() {
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Notifications' }]}
        title="Notifications"
      />
      <NotificationsPage />
    </Container>
  );
}
