// /community/admin/regeneration (community-app §2, MANAGE_REGENERATION): regenerate a path, a content item or
// everything, with progress and the web app's answer per request.
import { RegenerationScreen } from '@/features/admin/regeneration/regeneration-screen';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Regeneration');

export default function Page() {
  return <RegenerationScreen />;
}
