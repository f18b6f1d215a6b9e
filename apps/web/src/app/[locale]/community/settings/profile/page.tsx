// /community/settings/profile: the member edits their own profile (the form reads and writes with their token).
import type { Metadata } from 'next';
import { ProfileForm } from '@/features/settings/profile-form';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/features/settings/settings.module.css';

// Per request: the page is the same for everyone (the form fills in the browser), but must not be prerendered at build.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata(
    {
      path: '/community/settings/profile',
      title: 'Profile settings',
      description: 'Edit your community profile.',
    },
    { noIndex: true },
  );
}

export default function ProfileSettingsPage() {
  return (
    <section className={styles.section} aria-labelledby="profile-settings-title">
      <h2 id="profile-settings-title" className={styles.sectionTitle}>
        Profile
      </h2>
      <ProfileForm />
    </section>
  );
}
