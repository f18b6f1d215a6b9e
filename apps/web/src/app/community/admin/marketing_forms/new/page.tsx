// /community/admin/marketing_forms/new: a new marketing form.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New marketing form');

export default function Page() {
  return (
    <CreateScreen
      name="marketing_form"
      lede="A new form starts as a draft; the site shows a published form on the page that names its slug."
    />
  );
}
