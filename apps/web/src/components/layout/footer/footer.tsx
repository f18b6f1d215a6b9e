// The site footer (spec: community-app §2 "Footer and top bar"): featured cards, featured tutorials, product links,
// a cloud promo, five link columns and social icons. It holds no island (the theme button is answered by the root
// layout's script), so it is a static region: a stored page does not repeat it in its flight data.
import { PROMO_CREDIT_USD, SIGNUP_CREDIT_DAYS, signupUrl, socialLinks, type Brand } from '@reef/core';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Card } from '@/components/ui/card/card';
import { ThemeToggle } from '../header/theme-toggle';
import type { IconName } from '@/components/ui/icon/icon';
import { Logo } from '@/components/ui/logo/logo';
import { SmartLink } from '@/components/ui/smart-link';
import { normalizeHrefs } from '@/lib/links';
import { SocialLinks } from '@/components/ui/social-links/social-links';
import { StaticRegion } from '../static-region';
import { regionName } from '../static-region-name';
import { brandLinks, SITE_LINKS as L, type SiteLink } from '@/lib/site-links';
import styles from './footer.module.css';

/** A featured tutorial link of the footer. */
export type FooterTutorial = { title: string; href: string };

type Column = { title: string; links: SiteLink[] };

function buildColumns(brand: Brand): Column[] {
  return [
    {
      title: 'Company',
      links: [
        { label: 'About', href: '/about' },
        { label: 'Leadership', href: '/company/leadership' },
        L.blog,
        { label: 'Careers', href: '/careers' },
        { label: 'Partners', href: '/partners' },
        { label: 'Press', href: '/press' },
        { label: 'Legal', href: '/legal' },
        { label: 'Security', href: '/trust' },
      ],
    },
    {
      title: 'Products',
      links: [
        ...brand.productLinks.map(({ label, href }) => ({ label, href })),
        L.pricing,
        L.pricingCalculator,
        L.allProducts,
      ],
    },
    {
      title: 'Community',
      links: [L.tutorials, L.questions, L.learningPaths, L.writeForUs, L.hatch, L.openSource, L.newsletter],
    },
    {
      title: 'Solutions',
      links: [
        L.websiteHosting,
        L.aiMl,
        L.webMobileApps,
        L.startups,
        { label: 'All solutions', href: '/business' },
      ],
    },
    {
      title: 'Contact',
      links: [
        brandLinks(brand).support,
        { label: 'Sales', href: '/company/contact/sales' },
        { label: 'Report abuse', href: '/company/contact/abuse' },
        L.referralProgram,
        { label: 'Sitemap', href: '/sitemap' },
      ],
    },
  ];
}

/** The cards above the link lists: ways to get involved. */
const CARDS: { title: string; link: string; icon: IconName; text: string }[] = [
  {
    title: 'Sign up for the newsletter',
    link: '/community/newsletter',
    icon: 'book',
    text: 'The best new tutorials and community news, once a week.',
  },
  {
    title: 'Nonprofit hub',
    link: '/community/pages/hollies-hub-for-good',
    icon: 'info',
    text: 'Resources and credits for nonprofits building for good.',
  },
  {
    title: 'Become a contributor',
    link: '/community/pages/write-for-digitalocean',
    icon: 'user',
    text: 'Get paid to write technical tutorials and support open source.',
  },
];

/** A list of text links. */
function LinkList({ links }: { links: readonly SiteLink[] }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.label}>
          <SmartLink href={link.href} className={styles.link}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** Links shown when no featured tutorial can be read (`featured-tutorials.tsx` passes the real ones). */
export const DEFAULT_TUTORIALS: FooterTutorial[] = [
  { title: 'Browse all tutorials', href: '/community/tutorials' },
  { title: 'Learning paths for every level', href: '/community/learning-paths' },
  { title: 'Questions and answers', href: '/community/questions' },
];

/** The footer of every page (hidden on /pricing/calculator and /deploy by the frame). */
export function Footer({
  brand,
  featuredTutorials = DEFAULT_TUTORIALS,
}: {
  brand: Brand;
  featuredTutorials?: FooterTutorial[];
}) {
  const year = new Date().getFullYear();
  return (
    // Plain HTML and links: a stored page carries it once, in its HTML (static-region.tsx).
    <StaticRegion as="footer" region={regionName('footer')} className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.featured}>
          <h2 className="visually-hidden">Get involved</h2>
          <ul className={styles.cards}>
            {CARDS.map((card) => (
              <li key={card.link}>
                <Card
                  title={card.title}
                  link={card.link}
                  titleLevel={3}
                  icon={{ name: card.icon }}
                  className={styles.card}
                >
                  {card.text}
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.middle}>
          <section>
            <h2 className={styles.heading}>Featured tutorials</h2>
            <LinkList
              links={normalizeHrefs(featuredTutorials, brand.ownHosts).map(({ title, href }) => ({
                label: title,
                href,
              }))}
            />
          </section>
          <section>
            <h2 className={styles.heading}>Products</h2>
            <ul className={styles.productList}>
              {normalizeHrefs(brand.productLinks, brand.ownHosts).map((product) => (
                <li key={product.href}>
                  <SmartLink href={product.href} className={styles.product}>
                    <span className={styles.productName}>{product.label}</span>
                    {product.description ? (
                      <span className={styles.productText}>{product.description}</span>
                    ) : null}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.promo}>
            <h2 className={styles.promoTitle}>Try {brand.name} free</h2>
            <p className={styles.promoText}>
              Get ${PROMO_CREDIT_USD} in credit to spend in your first {SIGNUP_CREDIT_DAYS} days.
            </p>
            <ButtonLink href={signupUrl(brand.signupUrl)} variant="on-dark" size="small">
              Sign up
            </ButtonLink>
          </section>
        </div>

        <nav aria-label="Footer" className={styles.columns}>
          {normalizeHrefs(buildColumns(brand), brand.ownHosts).map((column) => (
            <div key={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <LinkList links={column.links} />
            </div>
          ))}
        </nav>

        <div className={styles.bottom}>
          <Logo name={brand.name} size={28} tone="inverse" />
          <p className={styles.copyright}>
            © {year} {brand.name}
          </p>
          {/* The colour theme at every width (the header has no room for it on a phone). */}
          <ThemeToggle placement="footer" />
          <SocialLinks
            links={socialLinks(brand.social).slice(0, 10)}
            label={`${brand.name} on social media`}
          />
        </div>
      </div>
    </StaticRegion>
  );
}
