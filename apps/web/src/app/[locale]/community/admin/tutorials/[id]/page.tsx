// /community/admin/tutorials/{id} (community-app §2 link rules: the admin content page): one tutorial, its state and
// moves, facts, versions and history. Gated like the list (VIEW_TUTORIALS or MANAGE_TUTORIALS); moves need MANAGE.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { TutorialDetail } from '@/features/admin/tutorials/tutorial-detail';
import { tutorialDetailWords } from '@/features/admin/tutorials/tutorial-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('tutorials.meta.detail'));
}

export default async function AdminTutorialPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TutorialDetail id={id} words={await tutorialDetailWords()} />;
}
