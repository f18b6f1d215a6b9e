'use client';
// The generic screens by section name, so a route file (a Server Component) renders one with plain props:
// `<ListScreen name="tag" />`, `<DetailScreen name="tag" id={id} />`.
import type { ReactNode } from 'react';
import { ResourceCreate, ResourceDetail, ResourceEdit } from './resource-detail';
import { ResourceList } from './resource-list';
import { RESOURCE_SCREENS, type ResourceScreenName } from './screens';

/** The list of a plain section. */
export function ListScreen({ name, lede }: { name: ResourceScreenName; lede?: ReactNode }) {
  return <ResourceList screens={RESOURCE_SCREENS[name]} lede={lede} />;
}

/** The admin page of one object. */
export function DetailScreen({ name, id }: { name: ResourceScreenName; id: string }) {
  return <ResourceDetail screens={RESOURCE_SCREENS[name]} id={id} />;
}

/** The edit page of one object. */
export function EditScreen({ name, id }: { name: ResourceScreenName; id: string }) {
  return <ResourceEdit screens={RESOURCE_SCREENS[name]} id={id} />;
}

/** The create page of a section. */
export function CreateScreen({ name, lede }: { name: ResourceScreenName; lede?: ReactNode }) {
  return <ResourceCreate screens={RESOURCE_SCREENS[name]} lede={lede} />;
}
