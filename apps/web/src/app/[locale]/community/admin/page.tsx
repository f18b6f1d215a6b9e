// /community/admin: the admin area's home, the sidebar's sections as a list, links for those the member may use.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { AdminHome } from '@/features/admin/shell/admin-home';

export const metadata = adminMetadata('Administration');

export default function AdminHomePage() {
  return <AdminHome />;
}
