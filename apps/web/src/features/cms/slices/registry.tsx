// The slice registry: every slice type the site renders, and the one way to turn a page's slices into components.
// A slice of an unknown type, or whose fields its schema refuses, is skipped — the page still renders — and one
// line is logged (on the server for pages; in the browser for a live preview).
import { ctaBandSlice } from './cta-band';
import { customerCardsSlice } from './customer-cards';
import { customerFilterSlice } from './customer-filter';
import { faqSlice } from './faq';
import { featureGridSlice } from './feature-grid';
import { heroSlice } from './hero';
import { imageSlice } from './image';
import { logoWallSlice } from './logo-wall';
import { pressNewsSlice } from './press-news';
import { pricingTableSlice } from './pricing-table';
import { richTextSlice } from './rich-text';
import { statsSlice } from './stats';
import { testimonialSlice } from './testimonial';
import type { SliceContext, SliceDefinition, SliceInput } from './types';
import { ENGLISH_CMS_WORDS, type CmsWords } from '../words';
import { videoSlice } from './video';

/** Every slice definition, in the order the admin would offer them. */
export const SLICE_DEFINITIONS: readonly SliceDefinition<never>[] = [
  heroSlice,
  richTextSlice,
  featureGridSlice,
  logoWallSlice,
  testimonialSlice,
  statsSlice,
  pricingTableSlice,
  faqSlice,
  ctaBandSlice,
  imageSlice,
  videoSlice,
  pressNewsSlice,
  customerFilterSlice,
  customerCardsSlice,
] as unknown as SliceDefinition<never>[];

const BY_TYPE = new Map<string, SliceDefinition<never>>(
  SLICE_DEFINITIONS.flatMap((definition) => definition.types.map((type) => [type, definition] as const)),
);

/** The definition that renders a slice type, if any. */
export function findSliceDefinition(type: string): SliceDefinition<never> | undefined {
  return BY_TYPE.get(type);
}

/** A slice that passed its schema, ready for a template to place. */
export type PreparedSlice = {
  type: string;
  index: number;
  /** Its id on the page (`slice-{index}`). */
  id: string;
  heading?: string;
  isHero: boolean;
  render: (context: Omit<SliceContext, 'id' | 'words'>) => React.ReactNode;
};

/** Why a slice was skipped, for the log line. */
function describeProblem(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(slice)'}: ${issue.message}`)
    .join('; ');
}

/**
 * The slices of a page that can be shown, each validated by its own schema. `where` names the page in the log line
 * of a skipped slice (`/solutions/website-hosting`).
 */
export function prepareSlices(
  slices: readonly unknown[] | undefined,
  where: string,
  words: CmsWords = ENGLISH_CMS_WORDS,
): PreparedSlice[] {
  const prepared: PreparedSlice[] = [];
  (slices ?? []).forEach((raw, index) => {
    const type =
      raw && typeof raw === 'object' && typeof (raw as SliceInput).slice_type === 'string'
        ? (raw as SliceInput).slice_type
        : undefined;
    const definition = type ? findSliceDefinition(type) : undefined;
    if (!type || !definition) {
      console.warn(
        `[slices] ${where}: skipped slice ${index}: unknown slice type ${JSON.stringify(type ?? null)}`,
      );
      return;
    }
    const parsed = definition.schema.safeParse({
      primary: (raw as SliceInput).primary ?? {},
      items: (raw as SliceInput).items ?? [],
    });
    if (!parsed.success) {
      console.warn(`[slices] ${where}: skipped slice ${index} (${type}): ${describeProblem(parsed.error)}`);
      return;
    }
    const data = parsed.data as never;
    const id = `slice-${index}`;
    const { Component } = definition;
    prepared.push({
      type,
      index,
      id,
      heading: definition.headingOf?.(data, words),
      isHero: definition.isHero === true,
      render: (context) => <Component data={data} context={{ ...context, id, words }} />,
    });
  });
  return prepared;
}

/** Slices one after the other with no template around them (an admin live preview, a component test). */
export function SliceList({
  slices,
  where = 'preview',
  words,
}: {
  slices: readonly unknown[];
  where?: string;
  /** The fixed texts in the page's language (English when not given). */
  words?: CmsWords;
}) {
  return (
    <>
      {prepareSlices(slices, where, words).map((slice) => (
        <div key={slice.id} id={slice.id}>
          {slice.render({ headingLevel: 2, tone: 'default' })}
        </div>
      ))}
    </>
  );
}
