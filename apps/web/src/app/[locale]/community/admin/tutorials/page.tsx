// /community/admin/tutorials (community-app §2: VIEW_TUTORIALS or MANAGE_TUTORIALS, the admin layout's gate): every
// tutorial in every state; read-only without MANAGE_TUTORIALS.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { TutorialsScreen } from '@/features/admin/tutorials/tutorials-screen';

export const metadata = adminMetadata('Tutorials');

export default function AdminTutorialsPage() {
  return <TutorialsScreen />;
}
