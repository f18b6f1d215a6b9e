// /community/admin/tags/new: the generic create form of the tag descriptor.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New tag');

export default function Page() {
  return (
    <CreateScreen
      name="tag"
      lede="A new tag is published at once: it can label content and its page appears on the site."
    />
  );
}
