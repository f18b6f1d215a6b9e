// What the generic admin screens read from a resource descriptor of `@reef/core`: column labels, the choices of
// a filter (from the list query's zod schema), which columns sort, and the API query of an admin list address.
import type { AdminResource } from '@reef/core';
import type { z } from 'zod';
import type { ListParams } from '../kit/use-list-params';

type Inner = { _zod: { def: { type: string; innerType?: z.ZodType; entries?: Record<string, string> } } };

/** The schema under optional/default/nullable wrappers. */
function unwrap(schema: z.ZodType | undefined): Inner | undefined {
  let current = schema as unknown as Inner | undefined;
  while (current?._zod.def.innerType) current = current._zod.def.innerType as unknown as Inner;
  return current;
}

/** The choices of an enum parameter of the list query (`state` → draft, published, trashed), else []. */
export function queryOptions(resource: AdminResource, param: string): string[] {
  const schema = unwrap(resource.schemas.query.shape[param] as z.ZodType | undefined);
  if (schema?._zod.def.type === 'enum' && schema._zod.def.entries)
    return Object.values(schema._zod.def.entries);
  if (schema?._zod.def.type === 'boolean') return ['true', 'false'];
  return [];
}

/** Columns the list can sort by: the choices of its sort parameter. */
export function sortableColumns(resource: AdminResource): string[] {
  return resource.sort ? queryOptions(resource, resource.sort) : [];
}

/** `tutorials_count` → "Tutorials", `updated_at` → "Updated", `is_enabled` → "Enabled". */
export function humanize(name: string): string {
  const words = name
    .replace(/^is_/, '')
    .replace(/_count$/, '')
    .replace(/_at$/, '')
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a column or field: the form field's label when there is one. */
export function fieldLabel(resource: AdminResource, name: string): string {
  return resource.fields.find((field) => field.name === name)?.label ?? humanize(name);
}

/** A choice as a person reads it (`api_wrapper` → "Api wrapper"). */
export function optionLabel(
  value: string,
  words: { yes: string; no: string } = { yes: 'Yes', no: 'No' },
): string {
  if (value === 'true') return words.yes;
  if (value === 'false') return words.no;
  return humanize(value);
}

/** The query parameters of the address that the list sends to the API (filters, search, sort, page). */
export function listApiQuery(resource: AdminResource, params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, limit: params.limit };
  for (const key of [...resource.filters, resource.search].filter((k): k is string => Boolean(k))) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const sortable = sortableColumns(resource);
  if (resource.sort && params.sort && sortable.includes(params.sort.column)) {
    query[resource.sort] = params.sort.column;
    if ('sort_direction' in resource.schemas.query.shape)
      query.sort_direction = params.sort.direction === 'descending' ? 'desc' : 'asc';
  }
  return query;
}

/** Whether the address filters or searches the list. */
export function isFiltered(resource: AdminResource, params: ListParams): boolean {
  return [...resource.filters, resource.search].some((key) => key && params.get(key));
}
