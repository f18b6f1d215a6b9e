// A static page as visitors see it: its slices validated by the registry and placed by its template. Pure (page in,
// markup out), so an admin live preview can render an unsaved page with it.
import type { StaticPageResponse } from '@reef/core';
import type { Crumb } from '@/components/layout/page-heading';
import { prepareSlices } from './slices/registry';
import { ENGLISH_CMS_WORDS, type CmsWords } from './words';
import { findTemplate, TEMPLATE_NAMES, type SitemapSection, type TemplatePage } from './templates/templates';

/**
 * The parts of a static page the view reads (fields of @reef/core's static page; the API's page object fits). Its
 * type is any page type's name and its slices anything: the view checks each slice with its own schema.
 */
export type ViewedStaticPage = TemplatePage &
  Pick<StaticPageResponse, 'slug'> &
  Partial<Pick<StaticPageResponse, 'template' | 'path'>> & { type: string; slices?: readonly unknown[] };

export function StaticPageView({
  page,
  crumbs,
  sitemap,
  words = ENGLISH_CMS_WORDS,
}: {
  page: ViewedStaticPage;
  crumbs?: Crumb[];
  sitemap?: SitemapSection[];
  /** The fixed texts in the page's language (English for a live preview, which cannot load a catalogue). */
  words?: CmsWords;
}) {
  const where = page.path ?? `${page.type}/${page.slug}`;
  if (page.template && !TEMPLATE_NAMES.includes(page.template)) {
    console.warn(
      `[slices] ${where}: unknown template ${JSON.stringify(page.template)}, using the default layout`,
    );
  }
  const Template = findTemplate(page.template);
  return (
    <Template
      page={page}
      slices={prepareSlices(page.slices, where, words)}
      crumbs={crumbs}
      sitemap={sitemap}
      words={words}
    />
  );
}
