// /community/admin/partners (community-app §2, MANAGE_PARTNERS): the partner directory of /partners — the list of
// every partner in every state, and the directory's order, changed by drag and drop or by keyboard.
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { PartnerOrderSection } from '@/features/admin/partners/partner-order-section';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Partners');

export default function Page() {
  return (
    <>
      <ListScreen
        name="partner"
        lede="Partners listed in the directory at /partners. Only published partners show there, in the order below."
      />
      <PartnerOrderSection />
    </>
  );
}
