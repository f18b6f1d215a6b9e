// /community/admin/spam/domains (the Spam section's gate): one of the lists the spam checks read, with the test box.
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { SpamListScreen } from '@/features/admin/spam/spam-list-screen';
import { SpamNav } from '@/features/admin/spam/spam-nav';

export const metadata = adminMetadata('Permitted domains');

export default function PermitteddomainsPage() {
  return (
    <>
      <AdminPageHeading title="Permitted domains" />
      <SpamNav />
      <SpamListScreen kind="domains" />
    </>
  );
}
