// /community/admin/static_pages (issue #12, MANAGE_STATIC_PAGES): every static page by type and state; each row
// opens its editor, and a published page links to the site.
import { StaticPageList } from '@/features/admin/static-pages/static-page-list';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Static pages');

export default function Page() {
  return <StaticPageList />;
}
