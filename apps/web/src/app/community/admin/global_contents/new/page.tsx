// /community/admin/global_contents/new: a new block; the key top_hat gets the messages editor.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New global content');

export default function Page() {
  return (
    <CreateScreen
      name="global_content"
      lede="A key the site does not read does nothing until the code reads it. Keys with a known shape (top_hat, price_catalogue) are checked before they are saved."
    />
  );
}
