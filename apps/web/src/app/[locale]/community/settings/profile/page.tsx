// /community/settings/profile: the member edits their own profile (the form reads and writes with their token).
import type { Metadata } from 'next';
import { ProfileForm } from '@/features/settings/profile-form';
import { communityMetadata } from '../../_lib/metadata';
import { getT } from '@/i18n/translate';
import { profileFormWordsOf } from '@/features/settings/settings-words';
import styles from '@/features/settings/settings.module.css';

// Per request: the page is the same for everyone (the form fills in the browser), but must not be prerendered at build.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return communityMetadata(
    {
      path: '/community/settings/profile',
      title: t('settings.profile_title'),
      description: t('settings.profile_description'),
    },
    { noIndex: true },
  );
}

export default async function ProfileSettingsPage() {
  const t = await getT('members');
  return (
    <section className={styles.section} aria-labelledby="profile-settings-title">
      <h2 id="profile-settings-title" className={styles.sectionTitle}>
        {t('settings.tabs.profile')}
      </h2>
      <ProfileForm words={profileFormWordsOf(t)} />
    </section>
  );
}
