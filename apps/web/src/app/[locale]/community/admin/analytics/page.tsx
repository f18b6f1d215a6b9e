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
      <AnalyticsDashboard
        words={{
          loadFailed: t('analytics.load_failed'),
          loading: t('analytics.loading'),
          loadingCharts: t('analytics.loading_charts'),
          signedOut: t('analytics.signed_out', { link: '{link}' }),
          logIn: t('analytics.log_in'),
          needAdmin: t('analytics.need_admin'),
          period: t('analytics.period'),
          lastDays: t('analytics.last_days', { days: '{days}' }),
          totals: t('analytics.totals'),
          topContent: t('analytics.top_content'),
          noViews: t('analytics.no_views'),
          item: t('analytics.item'),
          type: t('analytics.type'),
          views: t('analytics.views'),
          types: {
            tutorial: t('analytics.types.tutorial'),
            question: t('analytics.types.question'),
            tool: t('analytics.types.tool'),
          },
          dayByDay: t('analytics.day_by_day'),
          showDaily: t('analytics.show_daily'),
          day: t('analytics.day'),
          overTime: t('analytics.over_time'),
          viewsChart: t('analytics.views_chart'),
          viewsChartDescription: t('analytics.views_chart_description', { total: '{total}' }),
          activityChart: t('analytics.activity_chart'),
          activityChartDescription: t('analytics.activity_chart_description', {
            signups: '{signups}',
            questions: '{questions}',
            answers: '{answers}',
          }),
          topChart: t('analytics.top_chart'),
          topChartDescription: t('analytics.top_chart_description'),
          pageViews: t('analytics.page_views'),
          signups: t('analytics.signups'),
          questions: t('analytics.questions'),
          answers: t('analytics.answers'),
        }}
      />
    </>
  );
}
