// /community/admin/global_contents (community-app §2, MANAGE_GLOBAL_CONTENT): the keyed blocks the site reads on
// every page (`top_hat`, the top bar's messages) or on some (`price_catalogue`, the prices of /pricing).
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Global contents');

export default function Page() {
  return (
    <ListScreen
      name="global_content"
      lede="Blocks of data the site reads by key: top_hat is the top bar's rotating messages, price_catalogue the prices of /pricing and its calculator. A save shows on the site at the next page view."
    />
  );
}
