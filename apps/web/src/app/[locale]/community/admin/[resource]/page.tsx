// /community/admin/{section}: the generic list of a section's descriptor (community-app §2), titled and introduced
// by it. A section with a list of its own has its own route file, which is matched first.
import { notFound } from 'next/navigation';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { SectionList } from './section-screen';
import { SECTION_LIST_EXTRAS, sectionOf } from './sections';
import { genericWords, sectionIntro, sectionTitles } from '@/features/admin/generic/generic-words-server';
import { GenericWordsProvider } from '@/features/admin/generic/generic-words';
import { SectionWordsProvider } from '@/features/admin/generic/section-words';
import { sectionWords } from '@/features/admin/generic/section-words-server';

type Props = { params: Promise<{ resource: string }> };

export async function generateMetadata({ params }: Props) {
  const resource = sectionOf((await params).resource);
  return resource ? adminMetadata((await sectionTitles(resource)).list) : {};
}

export default async function Page({ params }: Props) {
  const resource = sectionOf((await params).resource) ?? notFound();
  return (
    <GenericWordsProvider words={await genericWords()}>
      {resource.name in SECTION_LIST_EXTRAS ? (
        // A section with a part of its own below the list (the partner directory's order) has words of its own.
        <SectionWordsProvider words={await sectionWords()}>
          <SectionList name={resource.name} lede={await sectionIntro(resource, 'list')} />
        </SectionWordsProvider>
      ) : (
        <SectionList name={resource.name} lede={await sectionIntro(resource, 'list')} />
      )}
    </GenericWordsProvider>
  );
}
