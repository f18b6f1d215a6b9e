// /community/admin/marketing_forms (community-app §2, MANAGE_MARKETING): the forms of the marketing site — partner
// application, sales and abuse contact — in every state, with their lead counts.
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Marketing forms');

export default function Page() {
  return (
    <ListScreen
      name="marketing_form"
      lede="The forms of the marketing site and the leads they collected. A published form shows on its page (/partners/apply, /company/contact/sales, /company/contact/abuse) at the next load after a save."
    />
  );
}
