// /community/admin/feature_flags (community-app §2): the flags, each with a switch that applies at once.
import { FeatureFlagsList } from '@/features/admin/feature-flags/feature-flags-list';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Feature flags');

export default function Page() {
  return <FeatureFlagsList />;
}
