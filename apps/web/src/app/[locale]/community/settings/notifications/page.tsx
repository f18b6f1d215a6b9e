// /community/settings/notifications: how often each notification category is emailed.
import type { Metadata } from 'next';
import { NotificationSettings } from '@/features/settings/notification-settings';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/features/settings/settings.module.css';

// Per request: the form fills in the browser with the member's token; never prerendered.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata(
    {
      path: '/community/settings/notifications',
      title: 'Notification emails',
      description: 'Choose which notifications we email you, and how often.',
    },
    { noIndex: true },
  );
}

export default function NotificationSettingsPage() {
  return (
    <section className={styles.section} aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className={styles.sectionTitle}>
        Notification emails
      </h2>
      <NotificationSettings />
    </section>
  );
}
