// /community/admin/analytics: first-party analytics for administrators. The API enforces ADMINISTRATOR; this page
// shows a clear message to anyone else. Never indexed, never cached (rendered per request; data read in the browser).
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { AnalyticsDashboard } from '@/features/analytics/analytics-dashboard';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  const metadata = communityMetadata(
    {
      path: '/community/admin/analytics',
      title: 'Analytics',
      description: 'Views, sign-ups, questions and answers over time.',
    },
    { noIndex: true },
  );
  return { ...metadata, robots: { index: false, follow: false } };
}

export default function AnalyticsPage() {
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Admin' }, { label: 'Analytics' }]}
        title="Analytics"
      />
      <AnalyticsDashboard />
    </Container>
  );
}
