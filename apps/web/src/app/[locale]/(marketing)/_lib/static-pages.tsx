// The routes of the marketing page types (content-and-presentation §2 "Marketing page types and path prefixes"):
// each reads one static page under its cache tag and renders it through its template and slices. Pages are cached
// whole (on-demand ISR: rendered on the first visit, never at build) and expire when the API revalidates the
// page's tag after a write — as the community pages do. See docs/decisions.md "Static pages: page types and URLs".
import { listTag, marketingPagePath, objectTag, pageSlug, type MarketingPageType } from '@reef/core';
import { getStaticPage, HttpError, listStaticPages, type StaticPage } from '@reef/client';
import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { contentLang, languageAlternates, LanguageVersions } from '@/components/content/language-versions';
import type { Crumb } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { StaticPageView } from '@/features/cms/static-page-view';
import { StaleTranslationNotice } from '@/features/translations/stale-translation-notice';
import { cmsWords } from '@/features/cms/cms-words';
import { pageLocale } from '@/i18n/page-locale';
import type { SitemapSection } from '@/features/cms/templates/templates';
import { cachedApi, readOptional } from '@/lib/content-api';
import { pageDescription } from '@/features/cms/page-description';
import { SITE_LANGUAGE } from '@/lib/site-language';
import { getT, type Translate } from '@/i18n/translate';

/** A slug from the URL's segments, or undefined when it cannot be a page slug (the page is then not found). */
export function slugOf(segments: string | string[]): string | undefined {
  const slug = (Array.isArray(segments) ? segments : [segments]).map(decodeURIComponent).join('/');
  const parsed = pageSlug.safeParse(slug);
  return parsed.success && parsed.data === slug ? slug : undefined;
}

/** A published or unlisted page of a type, or null when there is none. */
export const readStaticPage = cache(
  async (type: MarketingPageType, slug: string): Promise<StaticPage | null> => {
    try {
      return await getStaticPage(cachedApi([objectTag.staticPage(type, slug)]), type, slug);
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof HttpError && (error.status === 404 || error.status === 410)) return null;
      throw error;
    }
  },
);

/** The first page found among these types for the slug (types with a shared prefix, in their order). */
export async function readFirstStaticPage(
  types: readonly MarketingPageType[],
  slug: string,
): Promise<StaticPage | null> {
  for (const type of types) {
    const page = await readStaticPage(type, slug);
    if (page) return page;
  }
  return null;
}

const pathOf = (page: StaticPage) =>
  page.path ?? marketingPagePath(page.type as MarketingPageType, page.slug);

/**
 * Head metadata of a static page (unlisted pages stay out of search indexes), with hreflang links to its other
 * language versions and `x-default` at the original.
 */
export function staticPageMetadata(page: StaticPage): Promise<Metadata> {
  return communityMetadata(
    {
      path: pathOf(page),
      type: page.type,
      slug: page.slug,
      title: page.title,
      description: pageDescription(page),
      alternate: languageAlternates(
        {
          id: page.id,
          language: page.language ?? 'en',
          path: pathOf(page),
          original_id: page.original_id ?? null,
        },
        page.translations ?? [],
      ),
    },
    { noIndex: page.state === 'unlisted' },
  );
}

function crumbsOf(page: StaticPage, t: Translate): Crumb[] {
  return [{ label: t('static.crumb_home'), href: '/' }, { label: page.title }];
}

/**
 * The page, or the not-found page. A page in another language than English is marked with its `lang`, and one with
 * other language versions opens with links to them ("Read in: …") and, for a translation older than its original,
 * the slices that changed since.
 */
export async function StaticPageBody({
  page,
  sitemap,
}: {
  page: StaticPage | null;
  sitemap?: SitemapSection[];
}) {
  if (!page) notFound();
  const t = await getT('marketing');
  const words = cmsWords(t, await pageLocale());
  const view = <StaticPageView page={page} crumbs={crumbsOf(page, t)} sitemap={sitemap} words={words} />;
  const lang = contentLang(page.language);
  const versions = page.translations ?? [];
  if (!lang && versions.length === 0) return view;
  return (
    <div lang={lang}>
      {versions.length > 0 ? (
        <Container>
          <LanguageVersions versions={versions.map((version) => ({ ...version, href: version.path }))} />
          {/* A translation older than its original says which of its slices changed since (issue #31, item 4). */}
          <StaleTranslationNotice status={page.translation_status} language={page.language ?? 'en'} />
        </Container>
      ) : null}
      {view}
    </div>
  );
}

/** The sitemap's section title of each page type, in the page's language. */
function typeLabels(t: Translate): Partial<Record<MarketingPageType, string>> {
  return {
    overview: t('static.types.overview'),
    solutions: t('static.types.solutions'),
    resources: t('static.types.resources'),
    customers: t('static.types.customers'),
    'customers-overview': t('static.types.customers'),
    press: t('static.types.press'),
    reports: t('static.types.reports'),
    currents: t('static.types.currents'),
    security: t('static.types.security'),
    trust: t('static.types.trust'),
    legal: t('static.types.legal'),
    hatch: t('static.types.hatch'),
    diversity: t('static.types.diversity'),
    landing: t('static.types.landing'),
    'community-pages': t('static.community'),
  };
}

/** The sections of the site with their fixed pages, for the human sitemap. */
function fixedSections(t: Translate): SitemapSection[] {
  return [
    {
      title: t('static.products_and_pricing'),
      links: [
        { label: t('static.all_products'), href: '/products' },
        { label: t('static.pricing'), href: '/pricing' },
        { label: t('static.pricing_calculator'), href: '/pricing/calculator' },
      ],
    },
    {
      title: t('static.community'),
      links: [
        { label: t('static.community_home'), href: '/community' },
        { label: t('static.tutorials'), href: '/community/tutorials' },
        { label: t('static.questions'), href: '/community/questions' },
        { label: t('static.tags'), href: '/community/tags' },
      ],
    },
  ];
}

/**
 * The human sitemap's groups: the fixed sections, then every published static page by page type (read under the
 * list tag, so a new or removed page shows at the next load). Unlisted pages are not listed by the API.
 */
export async function readSitemapSections(): Promise<SitemapSection[]> {
  const t = await getT('marketing');
  const FIXED_SECTIONS = fixedSections(t);
  const TYPE_LABELS = typeLabels(t);
  const pages = await readOptional(
    () =>
      listStaticPages(cachedApi([listTag.staticPages]), {
        limit: 1000,
        order: 'title',
        language: SITE_LANGUAGE,
      }),
    { data: [] as StaticPage[], meta: null },
    'the static pages for the sitemap',
  );
  // Fixed sections first; a page type whose label is a fixed section's title adds its pages there.
  const sections = new Map<string, SitemapSection>(
    FIXED_SECTIONS.map((section) => [section.title, { ...section, links: [...section.links] }]),
  );
  const added: SitemapSection[] = [];
  for (const page of pages.data) {
    if (page.type === 'sitemap' || page.type === 'landing') continue;
    const type = page.type as MarketingPageType;
    const title = TYPE_LABELS[type] ?? type;
    let section = sections.get(title);
    if (!section) {
      section = { title, links: [] };
      sections.set(title, section);
      added.push(section);
    }
    const href = page.path ?? marketingPagePath(type, page.slug);
    if (!section.links.some((link) => link.href === href)) section.links.push({ label: page.title, href });
  }
  return [
    ...FIXED_SECTIONS.map((section) => sections.get(section.title)!),
    ...added.sort((a, b) => a.title.localeCompare(b.title)),
  ];
}

type CatchAllProps = { params: Promise<{ slug: string[] }> };

/**
 * The route of a page type with its own prefix (`/hatch/{slug}`, slugs may nest): `generateStaticParams` (none: on
 * first visit), `generateMetadata` and the page.
 */
export function prefixedPageRoute(type: MarketingPageType) {
  const read = async (params: CatchAllProps['params']) => {
    const slug = slugOf((await params).slug);
    return slug ? readStaticPage(type, slug) : null;
  };
  return {
    generateStaticParams: (): { slug: string[] }[] => [],
    generateMetadata: async ({ params }: CatchAllProps): Promise<Metadata> => {
      const page = await read(params);
      return page ? staticPageMetadata(page) : {};
    },
    Page: async function PrefixedStaticPage({ params }: CatchAllProps) {
      return <StaticPageBody page={await read(params)} />;
    },
  };
}
