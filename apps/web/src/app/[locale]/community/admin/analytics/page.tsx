// /community/admin/analytics: first-party analytics for administrators (ADMINISTRATOR: the admin layout's gate;
// the API enforces it too). Never indexed, never cached (rendered per request; data read in the browser).
import { AnalyticsDashboard } from '@/features/analytics/analytics-dashboard';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('sidebar.entries.analytics'));
}

export default async function AnalyticsPage() {
  const t = await getT('admin');
  return (
    <>
      <AdminPageHeading title={t('sidebar.entries.analytics')} />
      <AnalyticsDashboard />
    </>
  );
}
