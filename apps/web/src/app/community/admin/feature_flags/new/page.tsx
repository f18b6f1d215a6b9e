// /community/admin/feature_flags/new: the generic create form of the feature flag descriptor.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New feature flag');

export default function Page() {
  return <CreateScreen name="feature_flag" />;
}
