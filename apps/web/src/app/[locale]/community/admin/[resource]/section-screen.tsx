'use client';
// The generic screen of a section, by descriptor name: a route file (a Server Component) passes plain props and the
// screens' functions stay on the client.
import { ResourceCreate, ResourceDetail, ResourceEdit } from '@/features/admin/generic/resource-detail';
import { ResourceList } from '@/features/admin/generic/resource-list';
import { SECTION_LIST_EXTRAS, SECTION_SCREENS } from './sections';

type Props = { name: string; lede?: string };

export function SectionList({ name, lede }: Props) {
  const Extra = SECTION_LIST_EXTRAS[name];
  return (
    <>
      <ResourceList screens={SECTION_SCREENS[name]!} lede={lede} />
      {Extra ? <Extra /> : null}
    </>
  );
}

export function SectionCreate({ name, lede }: Props) {
  return <ResourceCreate screens={SECTION_SCREENS[name]!} lede={lede} />;
}

export function SectionDetail({ name, id }: Props & { id: string }) {
  return <ResourceDetail screens={SECTION_SCREENS[name]!} id={id} />;
}

export function SectionEdit({ name, id }: Props & { id: string }) {
  return <ResourceEdit screens={SECTION_SCREENS[name]!} id={id} />;
}
