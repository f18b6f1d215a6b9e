// Field schemas the slices build theirs from. A slice's fields are free-form JSON written by an editor (the API
// checks only its type and its addresses), so each slice parses what it needs here and is skipped when that fails.
// Blank strings count as absent; HTML is only ever the server's rendering of a rich-text key (`body_html`).
import { isSafeUrl } from '@reef/core';
import { z } from 'zod';
import type { SliceFieldKind, SliceFieldSpec } from './types';

function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A required line of text. */
export const text = (max = 500) => z.string().trim().min(1).max(max);

/** An optional line of text (blank is absent). */
export const optionalText = (max = 2000) => z.preprocess(blankToUndefined, text(max).optional());

/** A link or image address: a site path, http(s), mailto — never javascript:, file: or a non-image data: URL. */
export const href = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((value) => isSafeUrl(value), 'not a safe address');

/** An optional address (blank is absent). */
export const optionalHref = z.preprocess(blankToUndefined, href.optional());

/** The server's rendering of a rich-text key (`body` → `body_html`, sanitized by @reef/markdown). */
export const renderedHtml = z.preprocess(blankToUndefined, z.string().max(500_000).optional());

/** A yes/no field that editors may also write as "true"/"false". */
export const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)),
  z.boolean().optional(),
);

/** A list of lines: an array of strings, or one string with a line per entry. */
export const lines = z.preprocess(
  (value) => (typeof value === 'string' ? value.split('\n') : value),
  z
    .array(z.string().trim().max(300))
    .max(50)
    .transform((list) => list.filter(Boolean)),
);

/**
 * The first present key of a record under the name the schema reads: slices written by older editors name the same
 * field differently (`title` or `heading`), so a schema accepts each spelling it knows.
 */
export function withAliases(aliases: Record<string, readonly string[]>) {
  return (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = { ...(value as Record<string, unknown>) };
    for (const [name, others] of Object.entries(aliases)) {
      if (blankToUndefined(record[name]) !== undefined) continue;
      const found = others.find((key) => blankToUndefined(record[key]) !== undefined);
      if (found) record[name] = record[found];
    }
    return record;
  };
}

/** A slice's `{ primary, items }` with these schemas (items default to none). */
export function sliceShape<P extends z.ZodType, I extends z.ZodType>(primary: P, item: I) {
  return z.object({ primary, items: z.array(item).max(200).default([]) });
}

/** A slice with fields only. */
export function primaryOnly<P extends z.ZodType>(primary: P) {
  return z.object({ primary, items: z.array(z.unknown()).optional() });
}

/** One field of the admin's slice form: its key, its label, its kind of control and a help line. */
export const field = (
  key: string,
  label: string,
  kind: SliceFieldKind = 'text',
  help?: string,
): SliceFieldSpec => (help ? { key, label, kind, help } : { key, label, kind });

/** The help line of a markdown field. */
export const MARKDOWN_HELP = 'Markdown; the site renders and sanitizes it (raw HTML is filtered).';
