// /community/admin/{section}/{id}/edit: the generic edit form of one object.
import { notFound } from 'next/navigation';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { PublishingWordsProvider } from '@/features/admin/publishing/publishing-words';
import { publishingWords } from '@/features/admin/publishing/publishing-words-server';

import { SectionEdit } from '../../section-screen';
import { sectionOf } from '../../sections';
import { genericWords, sectionTitles } from '@/features/admin/generic/generic-words-server';
import { GenericWordsProvider } from '@/features/admin/generic/generic-words';
import { SectionWordsProvider } from '@/features/admin/generic/section-words';
import { sectionWords } from '@/features/admin/generic/section-words-server';

type Props = { params: Promise<{ resource: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { resource: segment, id } = await params;
  const resource = sectionOf(segment, true);
  return resource ? adminMetadata((await sectionTitles(resource, id)).edit) : {};
}

export default async function Page({ params }: Props) {
  const { resource: segment, id } = await params;
  const resource = sectionOf(segment, true) ?? notFound();
  return (
    <GenericWordsProvider words={await genericWords()}>
      <PublishingWordsProvider words={await publishingWords()}>
        <SectionWordsProvider words={await sectionWords()}>
          <SectionEdit name={resource.name} id={id} />
        </SectionWordsProvider>
      </PublishingWordsProvider>
    </GenericWordsProvider>
  );
}
