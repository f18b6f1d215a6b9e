// /community/admin/spam (MANAGE_QUESTIONS or MANAGE_COMMENTS, community-app §2): the posts the spam checks held.
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { HeldQueueScreen } from '@/features/admin/spam/held-queue-screen';
import { SpamNav } from '@/features/admin/spam/spam-nav';

export const metadata = adminMetadata('Spam');

export default function SpamPage() {
  return (
    <>
      <AdminPageHeading title="Spam" />
      <SpamNav />
      <HeldQueueScreen />
    </>
  );
}
