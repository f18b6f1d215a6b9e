// /community/admin/webhooks (issue #32, item 5): endpoints subscribed to domain events (ADMINISTRATOR: the admin
// layout's gate, from the sidebar entry).
import { adminMetadata } from '@/features/admin/shell/metadata';
import { WebhooksScreen } from '@/features/admin/webhooks/webhooks-screen';

export const metadata = adminMetadata('Webhooks');

export default function WebhooksPage() {
  return <WebhooksScreen />;
}
