// /community/admin/webhooks (issue #32, item 5): endpoints subscribed to domain events (ADMINISTRATOR: the admin
// layout's gate, from the sidebar entry).
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';
import { WebhooksScreen } from '@/features/admin/webhooks/webhooks-screen';
import { webhooksWords } from '@/features/admin/webhooks/webhooks-words';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('sidebar.entries.webhooks'));
}

export default async function WebhooksPage() {
  return <WebhooksScreen words={await webhooksWords()} />;
}
