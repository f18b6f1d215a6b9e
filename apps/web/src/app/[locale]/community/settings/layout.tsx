// /community/settings/*: the signed-in member's settings, one tab per section. Each section is a page of its own
// under this folder; to add one, add its page and one entry to SETTINGS_TABS.
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container/container';
import { SettingsTabs, type SettingsTab } from '@/features/settings/settings-tabs';
import { PageHeading } from '@/components/layout/page-heading';
import styles from '@/components/layout/page.module.css';

const SETTINGS_TABS: readonly SettingsTab[] = [
  { href: '/community/settings/profile', label: 'Profile' },
  { href: '/community/settings/account', label: 'Account' },
  { href: '/community/settings/notifications', label: 'Notifications' },
  { href: '/community/settings/following', label: 'Following' },
];

export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Settings' }]}
        title="Settings"
      />
      <SettingsTabs tabs={SETTINGS_TABS} />
      {children}
    </Container>
  );
}
