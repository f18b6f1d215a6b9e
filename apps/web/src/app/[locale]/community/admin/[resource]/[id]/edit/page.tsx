// /community/admin/{section}/{id}/edit: the generic edit form of one object.
import { notFound } from 'next/navigation';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { SectionEdit } from '../../section-screen';
import { lowerFirst, sectionOf } from '../../sections';

type Props = { params: Promise<{ resource: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { resource: segment, id } = await params;
  const resource = sectionOf(segment, true);
  return resource ? adminMetadata(`Edit ${lowerFirst(resource.label.one)} ${id}`) : {};
}

export default async function Page({ params }: Props) {
  const { resource: segment, id } = await params;
  const resource = sectionOf(segment, true) ?? notFound();
  return <SectionEdit name={resource.name} id={id} />;
}
