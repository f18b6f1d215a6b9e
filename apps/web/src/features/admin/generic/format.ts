// How a value of an admin object reads in a table cell or a detail list.
import { Permissions } from '@reef/core';
import type { ReactNode } from 'react';

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Whether a field name holds a timestamp. */
export function isTimeField(name: string): boolean {
  return name.endsWith('_at');
}

/** A value as text: dates in UTC, booleans as Yes/No, people and tags by name, lists joined. */
/** The words of a yes/no and an empty permission set (English by default). */
export type ValueWords = { yes: string; no: string; none: string };

const ENGLISH_VALUES: ValueWords = { yes: 'Yes', no: 'No', none: 'None' };

export function formatValue(name: string, value: unknown, words: ValueWords = ENGLISH_VALUES): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  // A permissions bitfield (decimal string) reads as its flag names.
  if (name === 'permissions' && typeof value === 'string' && /^\d+$/.test(value))
    return Permissions.from(value).toArray().join(', ') || words.none;
  if (isTimeField(name) && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : `${DATE.format(date)} UTC`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => String(formatValue('', item, words))).join(', ');
  }
  if (typeof value === 'object') {
    const named = value as Record<string, unknown>;
    const label = named.username ?? named.name ?? named.title ?? named.version ?? named.slug;
    return label === undefined ? JSON.stringify(value) : String(label);
  }
  return String(value);
}
