// /community/admin/{section}/new: the generic create form of a section's descriptor.
import { notFound } from 'next/navigation';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { PublishingWordsProvider } from '@/features/admin/publishing/publishing-words';
import { publishingWords } from '@/features/admin/publishing/publishing-words-server';

import { SectionCreate } from '../section-screen';
import { sectionOf } from '../sections';
import { genericWords, sectionIntro, sectionTitles } from '@/features/admin/generic/generic-words-server';
import { GenericWordsProvider } from '@/features/admin/generic/generic-words';
import { SectionWordsProvider } from '@/features/admin/generic/section-words';
import { sectionWords } from '@/features/admin/generic/section-words-server';

type Props = { params: Promise<{ resource: string }> };

export async function generateMetadata({ params }: Props) {
  const resource = sectionOf((await params).resource);
  return resource ? adminMetadata((await sectionTitles(resource)).create) : {};
}

export default async function Page({ params }: Props) {
  const resource = sectionOf((await params).resource) ?? notFound();
  return (
    <GenericWordsProvider words={await genericWords()}>
      <PublishingWordsProvider words={await publishingWords()}>
        <SectionWordsProvider words={await sectionWords()}>
          <SectionCreate name={resource.name} lede={await sectionIntro(resource, 'create')} />
        </SectionWordsProvider>
      </PublishingWordsProvider>
    </GenericWordsProvider>
  );
}
