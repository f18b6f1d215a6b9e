// Main menu content (spec: content-and-presentation §2): Products, Solutions, Developers and Partners dropdowns, Pricing.
import type { Brand, BrandProductLink } from '@reef/core';
import { brandLinks, SITE_LINKS as L } from '@/lib/site-links';

/** A link of the main menu. */
export type BrandLink = BrandProductLink;

/** A column of links in a dropdown; `tags` columns render as compact chips. */
export type MenuColumn = { title: string; links: readonly BrandLink[]; style?: 'list' | 'tags' };

/** A dropdown of the main menu. */
export type MenuDropdown = {
  kind: 'dropdown';
  id: string;
  label: string;
  featured?: readonly BrandLink[];
  columns: MenuColumn[];
  footerLink?: BrandLink;
  card?: { title: string; body: string; link: BrandLink };
};

/** A plain link of the main menu. */
export type MenuLinkItem = { kind: 'link'; id: string; label: string; href: string };

/** One entry of the main menu. */
export type MainMenuItem = MenuDropdown | MenuLinkItem;

/** The main menu for a brand. */
export function buildMainMenu(brand: Brand): MainMenuItem[] {
  const featured = brand.productLinks.slice(0, 2);
  const rest = brand.productLinks.slice(2);
  const half = Math.ceil(rest.length / 2);
  const off = brandLinks(brand);
  return [
    {
      kind: 'dropdown',
      id: 'products',
      label: 'Products',
      featured,
      columns: [
        { title: 'Compute and storage', links: rest.slice(0, half) },
        { title: 'Data and networking', links: rest.slice(half) },
      ],
      footerLink: { label: 'See all products', href: '/products' },
    },
    {
      kind: 'dropdown',
      id: 'solutions',
      label: 'Solutions',
      columns: [
        {
          title: 'Use cases',
          style: 'tags',
          links: [
            L.aiMl,
            L.webMobileApps,
            L.websiteHosting,
            { label: 'Game development', href: '/solutions/gaming-development' },
            { label: 'Streaming', href: '/solutions/streaming' },
            { label: 'VPN', href: '/solutions/vpn' },
          ],
        },
        {
          title: 'Business types',
          style: 'tags',
          links: [
            L.startups,
            { label: 'SMBs', href: '/solutions/smb' },
            { label: 'Agencies', href: '/solutions/agencies' },
            { label: 'ISVs', href: '/solutions/isv' },
          ],
        },
      ],
      footerLink: { label: 'See all solutions', href: '/business' },
      card: {
        title: 'Talk to an expert',
        body: 'Plan a migration or a new architecture with our solutions engineers.',
        link: { label: 'Contact sales', href: '/company/contact/sales' },
      },
    },
    {
      kind: 'dropdown',
      id: 'developers',
      label: 'Developers',
      columns: [
        {
          title: 'Community',
          links: [
            { ...L.tutorials, description: 'Step-by-step guides' },
            { ...L.questions, description: 'Ask the community' },
            L.learningPaths,
          ],
        },
        {
          title: 'Resources',
          links: [L.blog, { label: 'Resource library', href: '/resources' }, L.openSource],
        },
        { title: 'Get involved', links: [L.writeForUs, L.hatch, L.newsletter] },
        { title: 'Documentation', links: [off.docs, off.apiReference, off.support] },
      ],
    },
    {
      kind: 'dropdown',
      id: 'partners',
      label: 'Partners',
      columns: [
        {
          title: 'Partner with us',
          links: [
            { label: 'Find a partner', href: '/partners/directory' },
            { label: 'Become a partner', href: '/partners/apply' },
          ],
        },
        {
          title: 'Resources',
          links: [{ label: 'Partner program', href: '/partners' }, L.referralProgram],
        },
        {
          title: 'Featured articles',
          links: [
            { label: 'Building a managed service on the cloud', href: '/blog' },
            { label: 'How agencies scale client sites', href: '/resources' },
          ],
        },
      ],
    },
    { kind: 'link', id: 'pricing', ...L.pricing },
  ];
}
