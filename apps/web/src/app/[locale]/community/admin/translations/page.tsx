// /community/admin/translations (MANAGE_TUTORIALS: the sidebar's "Translations" entry gates it): the stale queue per
// language and the coverage table (issue #31, item 4).
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { TranslationsAdmin } from '@/features/translations/translations-admin';

export const metadata = adminMetadata('Translations');

export default function TranslationsPage() {
  return (
    <>
      <AdminPageHeading
        title="Translations"
        lede="Translated tutorials whose original changed since they were translated, step by step, and how much of the site each language covers."
      />
      <TranslationsAdmin />
    </>
  );
}
