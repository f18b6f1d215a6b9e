// /community/admin: the admin area's home, the sidebar's sections as a list, links for those the member may use.
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { AdminHome } from '@/features/admin/shell/admin-home';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('home.title'));
}

export default async function AdminHomePage() {
  const t = await getT('admin');
  return (
    <AdminHome
      words={{
        title: t('home.title'),
        lede: t('home.lede'),
        loadFailed: t('home.load_failed'),
        needsAttention: t('home.needs_attention'),
        checking: t('home.checking'),
        allClear: t('home.all_clear'),
      }}
    />
  );
}
