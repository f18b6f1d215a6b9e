// The values of a generic admin form and the request body they make. A form holds text for every kind of input
// (JSON and lists as their JSON text, tags as a comma list, a date as the datetime-local value) and booleans for
// check boxes; the body holds what the API's zod schema expects.
import { Permissions, type AdminField, type PermissionFlag } from '@reef/core';

/** One value of the form. */
export type FormValue = string | boolean | readonly PermissionFlag[];
/** Every value of the form, by field name. */
export type FormValues = Record<string, FormValue>;

/** A `datetime-local` value (UTC) of an ISO time, or ''. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** The form value of one field from an object's JSON. */
export function toFormValue(field: AdminField, value: unknown): FormValue {
  switch (field.input) {
    case 'boolean':
      return value === true;
    case 'json':
    case 'list':
      return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    case 'tags':
      return Array.isArray(value)
        ? value
            .map((tag) =>
              typeof tag === 'object' && tag ? String((tag as { slug?: unknown }).slug) : String(tag),
            )
            .join(', ')
        : '';
    case 'datetime':
      return toLocalInput(value);
    case 'permissions':
      return typeof value === 'string' || typeof value === 'number'
        ? Permissions.from(String(value)).toArray()
        : [];
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/** The form's starting values: an object's (edit) or empty ones (create). */
export function initialValues(fields: readonly AdminField[], item?: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, toFormValue(field, item?.[field.name])]));
}

/** A field whose text could not be read (invalid JSON). */
export class FieldValueError extends Error {
  constructor(
    readonly field: string,
    /** Why the text could not be read (the JSON parser's words). */
    readonly reason: string,
  ) {
    super(`Not valid JSON: ${reason}`);
  }
}

/** The body value of one field. */
export function toBodyValue(field: AdminField, value: FormValue): unknown {
  switch (field.input) {
    case 'boolean':
      return value === true;
    case 'permissions':
      return Permissions.from(value as PermissionFlag[]).toString();
    case 'tags':
      return String(value)
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
    case 'json':
    case 'list': {
      const text = String(value).trim();
      if (!text) return field.input === 'list' ? [] : undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new FieldValueError(field.name, (error as Error).message);
      }
    }
    case 'datetime': {
      const text = String(value);
      return text ? new Date(`${text}:00Z`).toISOString() : null;
    }
    case 'url': {
      const text = String(value).trim();
      return text || null;
    }
    default:
      return typeof value === 'string' ? value.trim() : value;
  }
}

function same(a: FormValue, b: FormValue): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b;
}

/** Whether the values differ from the starting ones. */
export function isDirty(values: FormValues, initial: FormValues): boolean {
  return Object.keys(values).some((name) => !same(values[name]!, initial[name]!));
}

/**
 * The fields of the body: on create every filled field, on update only the changed ones (so a save never
 * rewrites what the admin did not touch). Throws FieldValueError for text that is not valid JSON.
 */
export function bodyFields(
  fields: readonly AdminField[],
  values: FormValues,
  initial: FormValues,
  mode: 'create' | 'edit',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || field.input === 'members') continue;
    if (mode === 'edit' && same(value, initial[field.name]!)) continue;
    if (mode === 'create' && value === '') continue;
    const converted = toBodyValue(field, value);
    if (mode === 'create' && (converted === undefined || converted === null)) continue;
    body[field.name] = converted;
  }
  return body;
}
