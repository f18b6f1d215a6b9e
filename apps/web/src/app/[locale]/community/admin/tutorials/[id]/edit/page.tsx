// /community/admin/tutorials/{id}/edit (community-app §2 link rules: the admin edit page). The list admits
// VIEW_TUTORIALS; editing needs a manager of tutorials (the rules table's MANAGE_TUTORIALS), so a reader of every
// state gets the access page here. The API refuses the save to anyone else as well.
import { RESOURCE_RULES } from '@reef/core';
import { AdminGate } from '@/features/admin/shell/admin-gate';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { PublishingWordsProvider } from '@/features/admin/publishing/publishing-words';
import { publishingWords } from '@/features/admin/publishing/publishing-words-server';

import { TutorialEditForm } from '@/features/admin/tutorials/tutorial-edit-form';
import { tutorialFormWords } from '@/features/admin/tutorials/tutorial-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('tutorials.meta.edit'));
}

export default async function AdminTutorialEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <AdminGate anyOf={RESOURCE_RULES.tutorial.managers}>
      <PublishingWordsProvider words={await publishingWords()}>
        <TutorialEditForm id={id} words={await tutorialFormWords()} />
      </PublishingWordsProvider>
    </AdminGate>
  );
}
