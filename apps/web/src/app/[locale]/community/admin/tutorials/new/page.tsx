// /community/admin/tutorials/new: a new tutorial in the admin editor; `?translate=tutorial/{id}&language=de` (the
// "Translate…" of a tutorial's editor, issue #31) starts it as the translation of that tutorial, prefilled from it
// and shown beside it. Editing tutorials needs a manager of tutorials (the rules table's MANAGE_TUTORIALS).
import { RESOURCE_RULES } from '@reef/core';
import { translateFromQuery } from '@/features/admin/publishing/translate-from';
import { AdminGate } from '@/features/admin/shell/admin-gate';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { PublishingWordsProvider } from '@/features/admin/publishing/publishing-words';
import { publishingWords } from '@/features/admin/publishing/publishing-words-server';
import { TutorialNewForm } from '@/features/admin/tutorials/tutorial-new-form';
import { tutorialFormWords } from '@/features/admin/tutorials/tutorial-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('tutorials.meta.new'));
}

type Props = { searchParams: Promise<{ translate?: string | string[]; language?: string | string[] }> };

export default async function AdminTutorialNewPage({ searchParams }: Props) {
  return (
    <AdminGate anyOf={RESOURCE_RULES.tutorial.managers}>
      <PublishingWordsProvider words={await publishingWords()}>
        {' '}
        <TutorialNewForm
          translateFrom={translateFromQuery(await searchParams)}
          words={await tutorialFormWords()}
        />
      </PublishingWordsProvider>
    </AdminGate>
  );
}
