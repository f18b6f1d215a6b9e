// /community/admin/spam (MANAGE_QUESTIONS or MANAGE_COMMENTS, community-app §2): the posts the spam checks held.
import type { Metadata } from 'next';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { HeldQueueScreen } from '@/features/admin/spam/held-queue-screen';
import { SpamNav } from '@/features/admin/spam/spam-nav';
import { spamWords } from '@/features/admin/spam/spam-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('sidebar.entries.spam'));
}

export default async function SpamPage() {
  const t = await getT('admin');
  const words = await spamWords();
  return (
    <>
      <AdminPageHeading title={t('sidebar.entries.spam')} />
      <SpamNav words={words.nav} />
      <HeldQueueScreen words={words.held} />
    </>
  );
}
