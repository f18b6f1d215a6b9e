// /community/admin/{section}/{id}: the admin page of one object (its fields, links and history), or the section's own
// screen of one object (SECTION_DETAILS).
import { notFound } from 'next/navigation';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { SectionDetail } from '../section-screen';
import { SECTION_DETAILS, sectionOf } from '../sections';
import { genericWords, sectionTitles } from '@/features/admin/generic/generic-words-server';
import { GenericWordsProvider } from '@/features/admin/generic/generic-words';

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
      {Bespoke ? <Bespoke id={id} /> : <SectionDetail name={resource.name} id={id} />}
    </GenericWordsProvider>
  );
}
