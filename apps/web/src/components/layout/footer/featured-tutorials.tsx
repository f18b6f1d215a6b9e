// The footer's "Featured tutorials" (community-app §2) from data: the most read published tutorials of the site, from
// the static-content API. A server component around the footer, so the frame ships no code for it.
// It is cached like the rest of the frame (the site-wide tag and the content revalidation period) and names no list
// tag on purpose: every page carries the footer, and the tutorials list tag is revalidated by every tutorial write
// and comment, which would expire every page of the site each time. Three links as before; when the API is down or
// has no tutorials yet, the footer links to the tutorial lists instead, so it is never empty.
import { listTutorials } from '@reef/client';
import { contentPath, type Brand } from '@reef/core';
import { unstable_rethrow } from 'next/navigation';
import { serverApi } from '@/lib/api';
import { SITE_LANGUAGE } from '@/lib/site-language';
import { pageLocale } from '@/i18n/page-locale';
import { defaultTutorials, Footer, type FooterTutorial } from './footer';

/** How many tutorials the footer features. */
export const FOOTER_TUTORIALS = 3;

/** The most viewed published tutorials as footer links; the default links when none can be read. */
export async function readFeaturedTutorials(): Promise<FooterTutorial[]> {
  try {
    // The page's language first; a language with no tutorials yet features English ones.
    const locale = await pageLocale();
    const read = (language: typeof locale) =>
      listTutorials(serverApi(), {
        sort_by: 'views_count',
        sort_direction: 'desc',
        language,
        limit: FOOTER_TUTORIALS,
      });
    let page = await read(locale);
    if (page.data.length === 0 && locale !== SITE_LANGUAGE) page = await read(SITE_LANGUAGE);
    const links = page.data.map((tutorial) => ({
      title: tutorial.title,
      href: contentPath('tutorial', tutorial.slug),
    }));
    return links.length > 0 ? links : await defaultTutorials();
  } catch (error) {
    unstable_rethrow(error);
    console.error('Featured tutorials could not be loaded', error instanceof Error ? error.message : error);
    return await defaultTutorials();
  }
}

/** The site footer with its featured tutorials read from the API. */
export async function SiteFooter({ brand }: { brand: Brand }) {
  return <Footer brand={brand} featuredTutorials={await readFeaturedTutorials()} />;
}
