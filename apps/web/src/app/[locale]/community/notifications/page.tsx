// /community/notifications: every notification of the signed-in member (the bell's panel shows the newest).
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { PageHeading } from '@/components/layout/page-heading';
import { NotificationsPage } from '@/features/notifications/notifications-page';
import { communityMetadata } from '../_lib/metadata';
import { getT } from '@/i18n/translate';
import { notificationsPageWords } from '@/features/notifications/notifications-words';
import styles from '@/components/layout/page.module.css';

// Per request: the list fills in the browser with the member's token; never prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return communityMetadata(
    {
      path: '/community/notifications',
      title: t('notifications_page.title'),
      description: t('notifications_page.description'),
    },
    { noIndex: true },
  );
}

export default async function NotificationsRoute() {
  const t = await getT('members');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: t('settings.crumb_community'), href: '/community' },
          { label: t('notifications_page.title') },
        ]}
        title={t('notifications_page.title')}
      />
      <NotificationsPage words={await notificationsPageWords()} />
    </Container>
  );
}
