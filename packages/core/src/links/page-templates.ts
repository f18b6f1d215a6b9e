import type { MarketingPageType } from './marketing-paths.js';

/** Templates and slices a marketing page type allows. Legacy slice sets are not shown by the spec. */
export type PageTypeLayout = {
  /** Templates the type may use (none listed: any). */
  readonly templates?: readonly string[];
  /** Slices the page must contain. */
  readonly requiredSlices?: readonly string[];
  /** The only slices the page may contain (none listed: any). */
  readonly onlySlices?: readonly string[];
};

function templates(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Template${i + 1}`);
}

// spec: content-and-presentation §2 "Templates and slices per page type".
/** Templates and slices per marketing page type. */
export const PAGE_TYPE_LAYOUTS: Readonly<Partial<Record<MarketingPageType, PageTypeLayout>>> = {
  resources: { templates: templates(3) },
  solutions: { templates: templates(6) },
  trust: { templates: templates(4) },
  currents: { templates: ['Currents'] },
  sitemap: { templates: ['sitemap'] },
  customers: { requiredSlices: ['herotext', 'customercontent'] },
  press: { onlySlices: ['pressnews'] },
  legal: { onlySlices: ['content'] },
  'customers-overview': { onlySlices: ['customer_filter', 'customer_cards', 'customer_hero'] },
};

/** Whether a page type may use a template (types without a template list accept any). */
export function isTemplateAllowed(type: MarketingPageType, template: string): boolean {
  const allowed = PAGE_TYPE_LAYOUTS[type]?.templates;
  return allowed === undefined || allowed.includes(template);
}

/** Slices a page of this type must not have, or must have but lacks: `[]` when the slices fit. */
export function findSliceProblems(type: MarketingPageType, slices: readonly string[]): string[] {
  const layout = PAGE_TYPE_LAYOUTS[type];
  if (layout === undefined) return [];
  const problems: string[] = [];
  for (const slice of layout.requiredSlices ?? [])
    if (!slices.includes(slice)) problems.push(`missing slice ${slice}`);
  const only = layout.onlySlices;
  if (only)
    for (const slice of slices) if (!only.includes(slice)) problems.push(`slice ${slice} not allowed`);
  return problems;
}
