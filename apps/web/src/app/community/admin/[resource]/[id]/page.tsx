// /community/admin/{section}/{id}: the admin page of one object (its fields, links and history).
import { notFound } from 'next/navigation';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { SectionDetail } from '../section-screen';
import { sectionOf } from '../sections';

type Props = { params: Promise<{ resource: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { resource: segment, id } = await params;
  const resource = sectionOf(segment, true);
  return resource ? adminMetadata(`${resource.label.one} ${id}`) : {};
}

export default async function Page({ params }: Props) {
  const { resource: segment, id } = await params;
  const resource = sectionOf(segment, true) ?? notFound();
  return <SectionDetail name={resource.name} id={id} />;
}
