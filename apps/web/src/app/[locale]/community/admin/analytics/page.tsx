// /community/admin/analytics: first-party analytics for administrators (ADMINISTRATOR: the admin layout's gate;
// the API enforces it too). Never indexed, never cached (rendered per request; data read in the browser).
import { AnalyticsDashboard } from '@/features/analytics/analytics-dashboard';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Analytics');

export default function AnalyticsPage() {
  return (
    <>
      <AdminPageHeading title="Analytics" />
      <AnalyticsDashboard />
    </>
  );
}
