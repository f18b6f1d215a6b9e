// Templates: the layouts a static page's slices are placed in (content-and-presentation §2 "Templates and slices
// per page type": resources Template1–3, solutions Template1–6, trust Template1–4, currents Currents, sitemap
// sitemap). A template decides the bands, widths, the page heading and an "On this page" list; the slices inside
// are the same components everywhere. Pure: a page object and its prepared slices in, markup out.
import type { StaticPageResponse } from '@reef/core';
import type { ReactNode } from 'react';
import { Breadcrumbs, PageHeading, type Crumb } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { Section } from '@/components/ui/section/section';
import { SmartLink } from '@/components/ui/smart-link';
import type { PreparedSlice } from '../slices/registry';
import type { SliceContext } from '../slices/types';
import { ENGLISH_CMS_WORDS, fillWords, type CmsWords } from '../words';
import styles from './templates.module.css';

/** What a template shows of the page itself (fields of @reef/core's static page). */
export type TemplatePage = Pick<StaticPageResponse, 'title'> &
  Partial<Pick<StaticPageResponse, 'description' | 'published_at' | 'updated_at'>>;

/** A group of links on the human sitemap. */
export type SitemapSection = { title: string; links: { label: string; href: string }[] };

export type TemplateProps = {
  page: TemplatePage;
  slices: PreparedSlice[];
  crumbs?: Crumb[];
  /** The sitemap template's link groups. */
  sitemap?: SitemapSection[];
  /** The fixed texts in the page's language (English when not given). */
  words?: CmsWords;
};

type Tone = SliceContext['tone'];

function formatDay(value: string | null | undefined, locale: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString(locale === 'en' ? 'en-US' : locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** One slice in the element that names it (its heading) and carries its anchor. */
function SliceSection({
  slice,
  children,
  className,
  tone,
}: {
  slice: PreparedSlice;
  children: ReactNode;
  className?: string;
  tone?: Tone;
}) {
  const labelledBy = slice.heading ? `${slice.id}-title` : undefined;
  if (tone) {
    return (
      <Section
        id={slice.id}
        aria-labelledby={labelledBy}
        tone={tone}
        className={className}
        data-slice={slice.type}
      >
        <Container>{children}</Container>
      </Section>
    );
  }
  return (
    <section id={slice.id} aria-labelledby={labelledBy} className={className} data-slice={slice.type}>
      {children}
    </section>
  );
}

/** "On this page": links to the slices that have a heading (heroes left out). */
function OnThisPage({
  slices,
  className,
  words = ENGLISH_CMS_WORDS,
}: {
  slices: PreparedSlice[];
  className?: string;
  words?: CmsWords;
}) {
  const entries = slices.filter((slice) => slice.heading && !slice.isHero);
  if (entries.length < 2) return null;
  return (
    <nav aria-label={words.onThisPage} className={[styles.toc, className].filter(Boolean).join(' ')}>
      <p className={styles.tocTitle} aria-hidden="true">
        {words.onThisPage}
      </p>
      <ol>
        {entries.map((slice) => (
          <li key={slice.id}>
            <a href={`#${slice.id}`}>{slice.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Whether the first slice is a hero, which then carries the page's h1. */
function opensWithHero(slices: PreparedSlice[]): boolean {
  return slices[0]?.isHero === true;
}

/**
 * Full-width bands, one per slice, in the tones `toneOf` picks; a hero first is the page's title, otherwise a page
 * heading opens the page.
 */
function BandedLayout({
  page,
  slices,
  crumbs,
  toneOf,
  className,
}: TemplateProps & { toneOf: (index: number) => Tone; className?: string }) {
  const hasHero = opensWithHero(slices);
  return (
    <div className={[styles.banded, className].filter(Boolean).join(' ')}>
      {hasHero ? null : (
        <Container className={styles.headingBand}>
          <PageHeading crumbs={crumbs} title={page.title} lede={page.description || undefined} />
        </Container>
      )}
      {slices.map((slice, index) => {
        const tone = toneOf(index);
        return (
          <SliceSection
            key={slice.id}
            slice={slice}
            tone={tone}
            className={slice.isHero && tone === 'default' ? styles.heroBand : undefined}
          >
            {slice.render({ headingLevel: hasHero && index === 0 ? 1 : 2, tone })}
          </SliceSection>
        );
      })}
    </div>
  );
}

/** One column of slices under a page heading; `toc` adds an "On this page" list, `aside` beside it from xl up. */
function FlowLayout({
  page,
  slices,
  crumbs,
  inner = false,
  toc = 'none',
  meta,
  children,
  words,
}: TemplateProps & {
  inner?: boolean;
  toc?: 'none' | 'top' | 'aside';
  meta?: ReactNode;
  children?: ReactNode;
}) {
  const hasHero = opensWithHero(slices);
  const body = (
    <div className={styles.flow}>
      {slices.map((slice, index) => (
        <SliceSection key={slice.id} slice={slice}>
          {slice.render({ headingLevel: hasHero && index === 0 ? 1 : 2, tone: 'default' })}
        </SliceSection>
      ))}
      {children}
    </div>
  );
  return (
    <Container className={styles.page} inner={inner}>
      {hasHero ? null : (
        <PageHeading crumbs={crumbs} title={page.title} lede={page.description || undefined} eyebrow={meta} />
      )}
      {toc === 'top' ? <OnThisPage slices={slices} className={styles.tocTop} words={words} /> : null}
      {toc === 'aside' ? (
        <div className={styles.withAside}>
          <OnThisPage slices={slices} className={styles.tocAside} words={words} />
          {body}
        </div>
      ) : (
        body
      )}
    </Container>
  );
}

const alternate = (index: number): Tone => (index % 2 === 0 ? 'default' : 'muted');

/** No template: bands when the page opens with a hero, a single column of text otherwise (legal, press). */
export function DefaultTemplate(props: TemplateProps) {
  return opensWithHero(props.slices) ? (
    <BandedLayout {...props} toneOf={alternate} />
  ) : (
    <FlowLayout {...props} inner />
  );
}

/** Template1 — product page: a band per slice, alternating white and tinted. */
export function Template1(props: TemplateProps) {
  return <BandedLayout {...props} toneOf={alternate} />;
}

/** Template2 — guide: a column of slices with a sticky "On this page" list beside it on wide screens. */
export function Template2(props: TemplateProps) {
  return <FlowLayout {...props} toc="aside" />;
}

/** Template3 — long read: one narrow column for reading. */
export function Template3(props: TemplateProps) {
  return <FlowLayout {...props} inner />;
}

/** Template4 — document (trust and policies): narrow, with its last update and a list of sections on top. */
export function Template4(props: TemplateProps) {
  const words = props.words ?? ENGLISH_CMS_WORDS;
  const updated = formatDay(props.page.updated_at ?? props.page.published_at, words.locale);
  return (
    <FlowLayout
      {...props}
      inner
      toc="top"
      meta={
        updated ? (
          <span className={styles.meta}>{fillWords(words.lastUpdated, { date: updated })}</span>
        ) : undefined
      }
    />
  );
}

/** Template5 — showcase: the opening band dark, then alternating bands. */
export function Template5(props: TemplateProps) {
  return <BandedLayout {...props} toneOf={(index) => (index === 0 ? 'dark' : alternate(index + 1))} />;
}

/** Template6 — campaign: centred bands on a tinted page, for short landing-style pages. */
export function Template6(props: TemplateProps) {
  return (
    <BandedLayout
      {...props}
      className={styles.centered}
      toneOf={(index) => (index % 2 === 0 ? 'muted' : 'default')}
    />
  );
}

/** Currents — the report: a dark masthead with the date, a list of sections, then the findings in bands. */
export function CurrentsTemplate({ page, slices, crumbs, words = ENGLISH_CMS_WORDS }: TemplateProps) {
  const published = formatDay(page.published_at, words.locale);
  const [beforeDate, afterDate = ''] = words.published.split('{date}');
  return (
    <div className={styles.banded}>
      <Section tone="dark" className={styles.masthead}>
        <Container>
          <Breadcrumbs crumbs={crumbs} className={styles.mastheadCrumbs} />
          <p className={styles.mastheadEyebrow}>{words.currentsReport}</p>
          <h1 className={styles.mastheadTitle}>{page.title}</h1>
          {page.description ? <p className={styles.mastheadLede}>{page.description}</p> : null}
          {published && page.published_at ? (
            <p className={styles.mastheadMeta}>
              {beforeDate}
              <time dateTime={page.published_at}>{published}</time>
              {afterDate}
            </p>
          ) : null}
        </Container>
      </Section>
      <Container>
        <OnThisPage slices={slices} className={styles.tocTop} words={words} />
      </Container>
      {slices.map((slice, index) => {
        const tone = alternate(index + 1);
        return (
          <SliceSection key={slice.id} slice={slice} tone={tone}>
            {slice.render({ headingLevel: 2, tone })}
          </SliceSection>
        );
      })}
    </div>
  );
}

/** sitemap — the human sitemap: the page's own slices, then every section of the site with its pages. */
export function SitemapTemplate(props: TemplateProps) {
  const sections = props.sitemap ?? [];
  return (
    <FlowLayout {...props}>
      <div className={styles.sitemap}>
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`sitemap-${index}`}>
            <h2 id={`sitemap-${index}`} className={styles.sitemapTitle}>
              {section.title}
            </h2>
            <ul className={styles.sitemapLinks}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </FlowLayout>
  );
}

const TEMPLATES: Record<string, (props: TemplateProps) => ReactNode> = {
  Template1,
  Template2,
  Template3,
  Template4,
  Template5,
  Template6,
  Currents: CurrentsTemplate,
  sitemap: SitemapTemplate,
};

/** The layout of a template name; no template, or one the site does not know, is the default layout. */
export function findTemplate(name: string | null | undefined): (props: TemplateProps) => ReactNode {
  return (name && TEMPLATES[name]) || DefaultTemplate;
}

/** Template names the site renders (beyond the default). */
export const TEMPLATE_NAMES = Object.keys(TEMPLATES);
