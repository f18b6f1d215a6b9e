// /community/admin/{section}/{id}: the admin page of one object (its fields, links and history), or the section's own
// screen of one object (SECTION_DETAILS).
import { notFound } from 'next/navigation';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { SectionDetail } from '../section-screen';
import { SECTION_DETAILS, sectionOf } from '../sections';
import { genericWords, sectionTitles } from '@/features/admin/generic/generic-words-server';
import { GenericWordsProvider } from '@/features/admin/generic/generic-words';
import { SectionWordsProvider } from '@/features/admin/generic/section-words';
import { sectionWords } from '@/features/admin/generic/section-words-server';

type Props = { params: Promise<{ resource: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { resource: segment, id } = await params;
  const resource = sectionOf(segment, true);
  return resource ? adminMetadata((await sectionTitles(resource, id)).detail) : {};
}

export default async function Page({ params }: Props) {
  const { resource: segment, id } = await params;
  const resource = sectionOf(segment, true) ?? notFound();
  const Bespoke = SECTION_DETAILS[resource.name];
  return (
    <GenericWordsProvider words={await genericWords()}>
      {Bespoke || resource.name === 'global_content' ? (
        // A bespoke screen (a distribution's versions, a partner's logo) or a section's own preview (the top bar's)
        // has words of its own.
        <SectionWordsProvider words={await sectionWords()}>
          {Bespoke ? <Bespoke id={id} /> : <SectionDetail name={resource.name} id={id} />}
        </SectionWordsProvider>
      ) : (
        <SectionDetail name={resource.name} id={id} />
      )}
    </GenericWordsProvider>
  );
}
