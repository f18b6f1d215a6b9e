// The form of each slice type (issue #12: "slice fields as forms (not raw JSON)"): which fields its `primary` and
// its repeated `items` have, and what kind of control edits each one. Each slice declares them in its definition,
// beside its schema and its component (features/cms/slices); this module only reads them by slice type.
import { SLICE_DEFINITIONS } from '@/features/cms/slices/registry';
import type { SliceFields, SliceFieldSpec } from '@/features/cms/slices/types';

export type { SliceFieldKind, SliceFieldSpec } from '@/features/cms/slices/types';

/** The form of one slice type. */
export type SliceFormSpec = SliceFields & { label: string };

/** The form of every slice type the site renders (legacy names share their current type's fields). */
export const SLICE_FORMS: Readonly<Record<string, SliceFormSpec>> = Object.fromEntries(
  SLICE_DEFINITIONS.flatMap((definition) =>
    definition.types.map((type) => [
      type,
      { label: definition.typeLabels?.[type] ?? definition.label, ...definition.fields },
    ]),
  ),
);

/** Slice types offered by "Add slice" when the page type does not restrict them (one per kind, no legacy names). */
export const DEFAULT_SLICE_TYPES = [
  'hero',
  'rich_text',
  'feature_grid',
  'logo_wall',
  'testimonial',
  'stats',
  'pricing_table',
  'faq',
  'cta_band',
  'image',
  'video',
] as const;

/** The form of a slice type; an unknown type gets its fields as plain text inputs. */
export function sliceFormOf(type: string, primary: Record<string, unknown> = {}): SliceFormSpec {
  return (
    SLICE_FORMS[type] ?? {
      label: type,
      primary: Object.keys(primary)
        .filter((key) => typeof primary[key] === 'string' && !key.endsWith('_html'))
        .map((key): SliceFieldSpec => ({ key, label: key, kind: 'text' })),
    }
  );
}

/** The label of a slice type for menus and headings; `labels`: the slices' labels in the page's language, by their
 * English. */
export function sliceLabel(type: string, labels?: Readonly<Record<string, string>>): string {
  const english = SLICE_FORMS[type]?.label ?? type;
  return labels?.[english] ?? english;
}
