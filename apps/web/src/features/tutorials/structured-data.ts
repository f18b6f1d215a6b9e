// JSON-LD for tutorials (content-and-presentation §3 metadata): a TechArticle, plus a HowTo whose steps are the
// sections when the tutorial is a step-by-step one.
import type { Tutorial } from '@reef/client';
import { userProfilePath } from '@reef/core';

/** The structured data of a tutorial page at `url`. */
export function tutorialJsonLd(tutorial: Tutorial, url: string): Record<string, unknown>[] {
  const origin = new URL(url).origin;
  const author = tutorial.author
    ? {
        '@type': 'Person',
        name: tutorial.author.first_name || tutorial.author.username,
        url: `${origin}${userProfilePath(tutorial.author.slug)}`,
      }
    : undefined;
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: tutorial.title,
    description: tutorial.description,
    url,
    mainEntityOfPage: url,
    inLanguage: tutorial.language,
    datePublished: tutorial.published_at ?? tutorial.created_at,
    dateModified: tutorial.updated_at,
    keywords: tutorial.tags.map((tag) => tag.name).join(', '),
    author,
  };
  const steps = tutorial.headings.filter((heading) => heading.level === 2);
  if (tutorial.sub_type !== 'tutorial' || steps.length < 2) return [article];
  const howTo = {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: tutorial.title,
    description: tutorial.description,
    url,
    inLanguage: tutorial.language,
    step: steps.map((heading, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: heading.text,
      url: `${url}#${heading.slug}`,
    })),
  };
  return [article, howTo];
}
