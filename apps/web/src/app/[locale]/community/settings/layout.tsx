// /community/settings/*: the signed-in member's settings, one tab per section. Each section is a page of its own
// under this folder; to add one, add its page and one entry to the tabs below.
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container/container';
import { SettingsTabs, type SettingsTab } from '@/features/settings/settings-tabs';
import { PageHeading } from '@/components/layout/page-heading';
import { getT } from '@/i18n/translate';
import styles from '@/components/layout/page.module.css';

export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const t = await getT('members');
  const tabs: readonly SettingsTab[] = [
    { href: '/community/settings/profile', label: t('settings.tabs.profile') },
    { href: '/community/settings/account', label: t('settings.tabs.account') },
    { href: '/community/settings/notifications', label: t('settings.tabs.notifications') },
    { href: '/community/settings/following', label: t('settings.tabs.following') },
  ];
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: t('settings.crumb_community'), href: '/community' },
          { label: t('settings.title') },
        ]}
        title={t('settings.title')}
      />
      <SettingsTabs tabs={tabs} label={t('settings.tabs_label')} />
      {children}
    </Container>
  );
}
