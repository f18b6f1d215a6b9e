// /community/admin/outbox (ADMINISTRATOR: the admin layout's gate, as for every page the sidebar does not list).
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';
import { OutboxScreen } from '@/features/mail/outbox-screen';
import { outboxWordsOf } from '@/features/mail/outbox-words';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('ops.outbox_title'));
}

export default async function OutboxPage() {
  const t = await getT('admin');
  return (
    <>
      <AdminPageHeading title={t('ops.outbox_title')} lede={t('ops.outbox_lede')} />
      <OutboxScreen words={outboxWordsOf(t)} />
    </>
  );
}
