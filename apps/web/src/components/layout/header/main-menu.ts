// Main menu content (spec: content-and-presentation §2): Products, Solutions, Developers and Partners dropdowns, Pricing.
// Its words are the page's language (issue #31: the `nav` catalogue); the addresses are the site's.
import type { Brand, BrandProductLink } from '@reef/core';
import type { SiteLocale } from '@/i18n/locale-path';
import { getT } from '@/i18n/translate';
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
  /**
   * The section's overview page (the "See all …" link where the dropdown has one): where its button leads when the
   * dropdown's links could not be loaded (main-nav.tsx).
   */
  overview: string;
  featured?: readonly BrandLink[];
  columns: MenuColumn[];
  footerLink?: BrandLink;
  card?: { title: string; body: string; link: BrandLink };
};

/** A plain link of the main menu. */
export type MenuLinkItem = { kind: 'link'; id: string; label: string; href: string };

/** One entry of the main menu. */
export type MainMenuItem = MenuDropdown | MenuLinkItem;

/** The main menu for a brand, in the page's language (or `locale`). */
export async function buildMainMenu(brand: Brand, locale?: SiteLocale): Promise<MainMenuItem[]> {
  const t = await getT('nav', locale);
  const featured = brand.productLinks.slice(0, 2);
  const rest = brand.productLinks.slice(2);
  const half = Math.ceil(rest.length / 2);
  const off = brandLinks(brand);
  return [
    {
      kind: 'dropdown',
      id: 'products',
      label: t('menu.products'),
      overview: '/products',
      featured,
      columns: [
        { title: t('products.compute'), links: rest.slice(0, half) },
        { title: t('products.data'), links: rest.slice(half) },
      ],
      footerLink: { label: t('products.all'), href: '/products' },
    },
    {
      kind: 'dropdown',
      id: 'solutions',
      label: t('menu.solutions'),
      overview: '/business',
      columns: [
        {
          title: t('solutions.use_cases'),
          style: 'tags',
          links: [
            { label: t('solutions.ai_ml'), href: L.aiMl.href },
            { label: t('solutions.web_mobile'), href: L.webMobileApps.href },
            { label: t('solutions.website_hosting'), href: L.websiteHosting.href },
            { label: t('solutions.gaming'), href: '/solutions/gaming-development' },
            { label: t('solutions.streaming'), href: '/solutions/streaming' },
            { label: t('solutions.vpn'), href: '/solutions/vpn' },
          ],
        },
        {
          title: t('solutions.business_types'),
          style: 'tags',
          links: [
            { label: t('solutions.startups'), href: L.startups.href },
            { label: t('solutions.smb'), href: '/solutions/smb' },
            { label: t('solutions.agencies'), href: '/solutions/agencies' },
            { label: t('solutions.isv'), href: '/solutions/isv' },
          ],
        },
      ],
      footerLink: { label: t('solutions.all'), href: '/business' },
      card: {
        title: t('solutions.expert_title'),
        body: t('solutions.expert_body'),
        link: { label: t('solutions.contact_sales'), href: '/company/contact/sales' },
      },
    },
    {
      kind: 'dropdown',
      id: 'developers',
      label: t('menu.developers'),
      overview: '/community',
      columns: [
        {
          title: t('developers.community'),
          links: [
            {
              label: t('developers.tutorials'),
              href: L.tutorials.href,
              description: t('developers.tutorials_description'),
            },
            {
              label: t('developers.questions'),
              href: L.questions.href,
              description: t('developers.questions_description'),
            },
            { label: t('developers.learning_paths'), href: L.learningPaths.href },
          ],
        },
        {
          title: t('developers.resources'),
          links: [
            { label: t('developers.blog'), href: L.blog.href },
            { label: t('developers.library'), href: '/resources' },
            { label: t('developers.open_source'), href: L.openSource.href },
          ],
        },
        {
          title: t('developers.get_involved'),
          links: [
            { label: t('developers.write_for_us'), href: L.writeForUs.href },
            { label: t('developers.hatch'), href: L.hatch.href },
            { label: t('developers.newsletter'), href: L.newsletter.href },
          ],
        },
        {
          title: t('developers.documentation'),
          links: [
            { label: t('developers.docs'), href: off.docs.href },
            { label: t('developers.api_reference'), href: off.apiReference.href },
            { label: t('developers.support'), href: off.support.href },
          ],
        },
      ],
    },
    {
      kind: 'dropdown',
      id: 'partners',
      label: t('menu.partners'),
      overview: '/partners',
      columns: [
        {
          title: t('partners.partner_with_us'),
          links: [
            { label: t('partners.find'), href: '/partners/directory' },
            { label: t('partners.become'), href: '/partners/apply' },
          ],
        },
        {
          title: t('partners.resources'),
          links: [
            { label: t('partners.program'), href: '/partners' },
            { label: t('partners.referral'), href: L.referralProgram.href },
          ],
        },
        {
          title: t('partners.featured'),
          links: [
            { label: t('partners.article_managed'), href: '/blog' },
            { label: t('partners.article_agencies'), href: '/resources' },
          ],
        },
      ],
    },
    { kind: 'link', id: 'pricing', label: t('menu.pricing'), href: L.pricing.href },
  ];
}
