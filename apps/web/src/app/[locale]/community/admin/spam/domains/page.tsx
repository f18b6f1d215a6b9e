// /community/admin/spam/domains (the Spam section's gate): one of the lists the spam checks read, with the test box.
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { spamListWordsOf, spamNavWordsOf } from '@/features/admin/spam/spam-words';
import { getT } from '@/i18n/translate';
import { SpamListScreen } from '@/features/admin/spam/spam-list-screen';
import { SpamNav } from '@/features/admin/spam/spam-nav';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('spam.nav.domains'));
}

export default async function PermitteddomainsPage() {
  const t = await getT('admin');
  return (
    <>
      <AdminPageHeading title={t('spam.nav.domains')} />
      <SpamNav words={spamNavWordsOf(t)} />
      <SpamListScreen kind="domains" words={spamListWordsOf(t, 'domains')} />
    </>
  );
}
