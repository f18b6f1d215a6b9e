// /community/admin/{section}/new: the generic create form of a section's descriptor.
import { notFound } from 'next/navigation';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { SectionCreate } from '../section-screen';
import { lowerFirst, sectionOf } from '../sections';

type Props = { params: Promise<{ resource: string }> };

export async function generateMetadata({ params }: Props) {
  const resource = sectionOf((await params).resource);
  return resource ? adminMetadata(`New ${lowerFirst(resource.label.one)}`) : {};
}

export default async function Page({ params }: Props) {
  const resource = sectionOf((await params).resource) ?? notFound();
  return <SectionCreate name={resource.name} lede={resource.intro?.create} />;
}
