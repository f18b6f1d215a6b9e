// /community/admin: the admin area's home, the sidebar's sections as a list, links for those the member may use.
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { AdminHome } from '@/features/admin/shell/admin-home';
import { adminHomeWords } from '@/features/admin/shell/admin-home-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('home.title'));
}

export default async function AdminHomePage() {
  return <AdminHome words={await adminHomeWords()} />;
}
