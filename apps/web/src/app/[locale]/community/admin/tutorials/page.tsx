// /community/admin/tutorials (community-app §2: VIEW_TUTORIALS or MANAGE_TUTORIALS, the admin layout's gate): every
// tutorial in every state; read-only without MANAGE_TUTORIALS.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { TutorialsScreen } from '@/features/admin/tutorials/tutorials-screen';
import { tutorialListWords } from '@/features/admin/tutorials/tutorial-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('tutorials.meta.list'));
}

export default async function AdminTutorialsPage() {
  return <TutorialsScreen words={await tutorialListWords()} />;
}
