// The admin area's frame (community-app §2, issue #11): every page under /community/admin renders per request,
// is never cached or indexed, and goes through the admin gate, which decides from the path's sidebar section (the
// flags of `@reef/core`'s ADMIN_SIDEBAR) whether the member sees the page, the access page or the sign-in page.
// The sidebar is the community admin bar of the root layout; the admin header replaces the site's header and footer.
// The frame's and the admin kit's words come once, in the page's language, from the `admin` catalogue, and the
// generic screens' from `admin-content`.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminHeader } from '@/features/admin/shell/admin-header';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { ADMIN_ROBOTS } from '@/features/admin/shell/metadata';
import { AdminWordsProvider } from '@/features/admin/shell/admin-words';
import { adminWords } from '@/features/admin/shell/admin-words-server';
import { GenericWordsProvider } from '@/features/admin/generic/generic-words';
import { genericWords } from '@/features/admin/generic/generic-words-server';
import { getT } from '@/i18n/translate';
import { getBrand } from '@/lib/brand';

// Per request, never prerendered or kept by ISR: what an admin page shows is private and changes all the time.
export const dynamic = 'force-dynamic';
export const revalidate = 0;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return {
    title: {
      default: t('frame.administration'),
      template: t('frame.title_template', { brand: getBrand().name }),
    },
    robots: ADMIN_ROBOTS,
  };
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const t = await getT('admin');
  return (
    <AdminWordsProvider words={await adminWords()}>
      <AdminHeader brand={getBrand()} words={{ admin: t('frame.admin'), viewSite: t('frame.view_site') }} />
      <AdminShell>
        {/* Every section's generic screens (lists, admin pages, forms) in the page's language, the sections that
            are not content's too (spam lists, feature flags, user groups, series). */}
        <GenericWordsProvider words={await genericWords()}>{children}</GenericWordsProvider>
      </AdminShell>
    </AdminWordsProvider>
  );
}
