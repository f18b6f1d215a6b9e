// A static page as visitors see it: its slices validated by the registry and placed by its template. Pure (page in,
// markup out), so an admin live preview can render an unsaved page with it.
import type { Crumb } from '@/components/layout/page-heading';
import { prepareSlices } from './slices/registry';
import { findTemplate, TEMPLATE_NAMES, type SitemapSection, type TemplatePage } from './templates/templates';

/** The parts of a static page the view reads (the API's page object fits). */
export type ViewedStaticPage = TemplatePage & {
  type: string;
  slug: string;
  template?: string | null;
  slices?: readonly unknown[];
  path?: string;
};

export function StaticPageView({
  page,
  crumbs,
  sitemap,
}: {
  page: ViewedStaticPage;
  crumbs?: Crumb[];
  sitemap?: SitemapSection[];
}) {
  const where = page.path ?? `${page.type}/${page.slug}`;
  if (page.template && !TEMPLATE_NAMES.includes(page.template)) {
    console.warn(
      `[slices] ${where}: unknown template ${JSON.stringify(page.template)}, using the default layout`,
    );
  }
  const Template = findTemplate(page.template);
  return (
    <Template page={page} slices={prepareSlices(page.slices, where)} crumbs={crumbs} sitemap={sitemap} />
  );
}
