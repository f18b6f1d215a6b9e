// /community/admin/webhooks/{id} (issue #32, item 5): one endpoint's settings and delivery log; the page the pause
// email links to. Gated like the list (ADMINISTRATOR); any other segment (`new`) says the endpoint was not found.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';
import { WebhookDetail } from '@/features/admin/webhooks/webhook-detail';
import { webhookDetailWords } from '@/features/admin/webhooks/webhooks-words';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getT('admin');
  return adminMetadata(t('ops.webhook_title', { id: (await params).id }));
}

export default async function WebhookPage({ params }: Props) {
  return <WebhookDetail id={(await params).id} words={await webhookDetailWords()} />;
}
