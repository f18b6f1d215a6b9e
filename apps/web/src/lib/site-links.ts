// The site's own pages that more than one navigation links to (the header menu, the footer, the human sitemap):
// each label and URL is written here once, and every list picks from it in its own order. A list that words a
// link its own way ("See all products", "Contact sales") writes that link itself.
import type { Brand } from '@reef/core';

/** A link of a navigation list. */
export type SiteLink = { label: string; href: string };

/** The shared links, by name. */
export const SITE_LINKS = {
  // Community
  tutorials: { label: 'Tutorials', href: '/community/tutorials' },
  questions: { label: 'Questions and answers', href: '/community/questions' },
  learningPaths: { label: 'Learning paths', href: '/community/learning-paths' },
  writeForUs: { label: 'Write for us', href: '/community/pages/write-for-digitalocean' },
  newsletter: { label: 'Newsletter', href: '/community/newsletter' },
  hatch: { label: 'Hatch startup program', href: '/hatch' },
  openSource: { label: 'Open source', href: '/open-source' },
  blog: { label: 'Blog', href: '/blog' },
  // Products and pricing
  pricing: { label: 'Pricing', href: '/pricing' },
  pricingCalculator: { label: 'Pricing calculator', href: '/pricing/calculator' },
  allProducts: { label: 'All products', href: '/products' },
  // Solutions
  aiMl: { label: 'AI and machine learning', href: '/solutions/ai-ml' },
  webMobileApps: { label: 'Web and mobile apps', href: '/solutions/web-mobile-apps' },
  websiteHosting: { label: 'Website hosting', href: '/solutions/website-hosting' },
  startups: { label: 'Startups', href: '/solutions/startups' },
  // Company
  referralProgram: { label: 'Referral program', href: '/referral-program' },
} as const satisfies Record<string, SiteLink>;

/** The links that lead off the site to the brand's documentation and support. */
export function brandLinks(brand: Brand) {
  return {
    docs: { label: 'Product docs', href: brand.docsUrl },
    apiReference: { label: 'API reference', href: `${brand.docsUrl.replace(/\/+$/, '')}/api` },
    support: { label: 'Support', href: brand.supportUrl },
  } satisfies Record<string, SiteLink>;
}
