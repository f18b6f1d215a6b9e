// /community/admin/flagged (MANAGE_REPORTS, community-app §2): the report queue, gated by the admin layout.
import type { Metadata } from 'next';
import { FlaggedScreen } from '@/features/admin/flagged/flagged-screen';
import { flaggedWords } from '@/features/admin/flagged/flagged-words';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('sidebar.entries.flagged'));
}

export default async function FlaggedPage() {
  const t = await getT('admin');
  return (
    <>
      <AdminPageHeading title={t('sidebar.entries.flagged')} />
      <FlaggedScreen words={await flaggedWords()} />
    </>
  );
}
