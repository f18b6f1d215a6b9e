// /community/admin/static_pages/new: a new static page in the slice editor.
import { StaticPageEditor } from '@/features/admin/static-pages/static-page-editor';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New static page');

export default function Page() {
  return <StaticPageEditor />;
}
