// /community/admin/feature_flags (community-app §2): the flags, each with a switch that applies at once.
import { FeatureFlagsList } from '@/features/admin/feature-flags/feature-flags-list';
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('sidebar.entries.feature_flags'));
}

export default async function Page() {
  const t = await getT('admin');
  return (
    <FeatureFlagsList
      words={{
        lede: t('ops.flags.lede'),
        on: t('ops.flags.on'),
        off: t('ops.flags.off'),
        enabled: t('ops.flags.enabled', { name: '{name}' }),
        switchedOn: t('ops.flags.switched_on', { name: '{name}' }),
        switchedOff: t('ops.flags.switched_off', { name: '{name}' }),
        conflict: t('ops.flags.conflict', { name: '{name}' }),
        failed: t('ops.flags.failed', { name: '{name}' }),
      }}
    />
  );
}
