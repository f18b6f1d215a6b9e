// /community/settings/notifications: how often each notification category is emailed.
import type { Metadata } from 'next';
import { NotificationSettings } from '@/features/settings/notification-settings';
import { communityMetadata } from '../../_lib/metadata';
import { getT } from '@/i18n/translate';
import { notificationSettingsWordsOf } from '@/features/settings/settings-words';
import styles from '@/features/settings/settings.module.css';

// Per request: the form fills in the browser with the member's token; never prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return communityMetadata(
    {
      path: '/community/settings/notifications',
      title: t('settings.notifications_title'),
      description: t('settings.notifications_description'),
    },
    { noIndex: true },
  );
}

export default async function NotificationSettingsPage() {
  const t = await getT('members');
  return (
    <section className={styles.section} aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className={styles.sectionTitle}>
        {t('settings.notifications_title')}
      </h2>
      <NotificationSettings words={notificationSettingsWordsOf(t)} />
    </section>
  );
}
