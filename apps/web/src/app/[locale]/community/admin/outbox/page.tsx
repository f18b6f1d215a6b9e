// /community/admin/outbox (ADMINISTRATOR: the admin layout's gate, as for every page the sidebar does not list).
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { OutboxScreen } from '@/features/mail/outbox-screen';

export const metadata = adminMetadata('Outbox');

export default function OutboxPage() {
  return (
    <>
      <AdminPageHeading
        title="Outbox"
        lede="Every email the site queued: recipient, delivery status and a preview. Without an SMTP server, mail is kept here."
      />
      <OutboxScreen />
    </>
  );
}
