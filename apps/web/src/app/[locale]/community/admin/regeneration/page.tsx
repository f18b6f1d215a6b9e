// /community/admin/regeneration (community-app §2, MANAGE_REGENERATION): regenerate a path, a content item or
// everything, with progress and the web app's answer per request.
import { RegenerationScreen } from '@/features/admin/regeneration/regeneration-screen';
import { regenerationWords } from '@/features/admin/regeneration/regeneration-words';
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('sidebar.entries.regeneration'));
}

export default async function Page() {
  return <RegenerationScreen words={await regenerationWords()} />;
}
