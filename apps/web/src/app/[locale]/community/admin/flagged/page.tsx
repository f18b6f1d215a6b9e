// /community/admin/flagged (MANAGE_REPORTS, community-app §2): the report queue, gated by the admin layout.
import { FlaggedScreen } from '@/features/admin/flagged/flagged-screen';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Flagged');

export default function FlaggedPage() {
  return (
    <>
      <AdminPageHeading title="Flagged" />
      <FlaggedScreen />
    </>
  );
}
