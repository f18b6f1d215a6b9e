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
import { pageLocale } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';
import { StaticRegion } from '../static-region';
import { regionName } from '../static-region-name';
import { brandLinks, SITE_LINKS as L, type SiteLink } from '@/lib/site-links';
import styles from './footer.module.css';

/** A featured tutorial link of the footer. */
export type FooterTutorial = { title: string; href: string };

type Column = { title: string; links: SiteLink[] };

function buildColumns(brand: Brand, t: Translate): Column[] {
  return [
    {
      title: t('footer.columns.company'),
      links: [
        { label: t('footer.links.about'), href: '/about' },
        { label: t('footer.links.leadership'), href: '/company/leadership' },
        L.blog,
        { label: t('footer.links.careers'), href: '/careers' },
        { label: t('footer.links.partners'), href: '/partners' },
        { label: t('footer.links.press'), href: '/press' },
        { label: t('footer.links.legal'), href: '/legal' },
        { label: t('footer.links.security'), href: '/trust' },
      ],
    },
    {
      title: t('footer.columns.products'),
      links: [
        ...brand.productLinks.map(({ label, href }) => ({ label, href })),
        L.pricing,
        L.pricingCalculator,
        L.allProducts,
      ],
    },
    {
      title: t('footer.columns.community'),
      links: [L.tutorials, L.questions, L.learningPaths, L.writeForUs, L.hatch, L.openSource, L.newsletter],
    },
    {
      title: t('footer.columns.solutions'),
      links: [
        L.websiteHosting,
        L.aiMl,
        L.webMobileApps,
        L.startups,
        { label: t('footer.links.all_solutions'), href: '/business' },
      ],
    },
    {
      title: t('footer.columns.contact'),
      links: [
        brandLinks(brand).support,
        { label: t('footer.links.sales'), href: '/company/contact/sales' },
        { label: t('footer.links.report_abuse'), href: '/company/contact/abuse' },
        L.referralProgram,
        { label: t('footer.links.sitemap'), href: '/sitemap' },
      ],
    },
  ];
}

/** The cards above the link lists: ways to get involved (their texts: `footer.cards.<key>_title` and `_text`). */
const CARDS: { key: 'newsletter' | 'nonprofit' | 'contributor'; link: string; icon: IconName }[] = [
  { key: 'newsletter', link: '/community/newsletter', icon: 'book' },
  { key: 'nonprofit', link: '/community/pages/hollies-hub-for-good', icon: 'info' },
  { key: 'contributor', link: '/community/pages/write-for-digitalocean', icon: 'user' },
];

/** A card's title and text. */
function cardTexts(t: Translate, key: (typeof CARDS)[number]['key']): { title: string; text: string } {
  switch (key) {
    case 'newsletter':
      return { title: t('footer.cards.newsletter_title'), text: t('footer.cards.newsletter_text') };
    case 'nonprofit':
      return { title: t('footer.cards.nonprofit_title'), text: t('footer.cards.nonprofit_text') };
    case 'contributor':
      return { title: t('footer.cards.contributor_title'), text: t('footer.cards.contributor_text') };
  }
}

/** A list of text links (styled through the list: the footer's links carry no class of their own, issue #33 goal 2). */
function LinkList({ links }: { links: readonly SiteLink[] }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.label}>
          <SmartLink href={link.href}>{link.label}</SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** Links shown when no featured tutorial can be read (`featured-tutorials.tsx` passes the real ones). */
export async function defaultTutorials(): Promise<FooterTutorial[]> {
  const t = await getT('frame');
  return [
    { title: t('footer.defaults.browse'), href: '/community/tutorials' },
    { title: t('footer.defaults.paths'), href: '/community/learning-paths' },
    { title: t('footer.defaults.questions'), href: '/community/questions' },
  ];
}

/** The footer of every page (hidden on /pricing/calculator and /deploy by the frame). */
export async function Footer({
  brand,
  featuredTutorials,
}: {
  brand: Brand;
  featuredTutorials?: FooterTutorial[];
}) {
  const year = new Date().getFullYear();
  const locale = await pageLocale();
  const t = await getT('frame', locale);
  const tutorials = featuredTutorials ?? (await defaultTutorials());
  const credit = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(PROMO_CREDIT_USD);
  return (
    // Plain HTML and links: a stored page carries it once, in its HTML (static-region.tsx).
    <StaticRegion as="footer" region={regionName(`footer-${locale}`)} className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.featured}>
          <h2 className="visually-hidden">{t('footer.get_involved')}</h2>
          <ul className={styles.cards}>
            {CARDS.map((card) => {
              const { title, text } = cardTexts(t, card.key);
              return (
                <li key={card.link}>
                  <Card
                    title={title}
                    link={card.link}
                    titleLevel={3}
                    icon={{ name: card.icon }}
                    className={styles.card}
                  >
                    {text}
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>

        <div className={styles.middle}>
          <section>
            <h2 className={styles.heading}>{t('footer.featured_tutorials')}</h2>
            <LinkList
              links={normalizeHrefs(tutorials, brand.ownHosts).map(({ title, href }) => ({
                label: title,
                href,
              }))}
            />
          </section>
          <section>
            <h2 className={styles.heading}>{t('footer.products')}</h2>
            <ul className={styles.productList}>
              {normalizeHrefs(brand.productLinks, brand.ownHosts).map((product) => (
                <li key={product.href}>
                  <SmartLink href={product.href}>
                    <b>{product.label}</b>
                    {product.description ? <span>{product.description}</span> : null}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.promo}>
            <h2 className={styles.promoTitle}>{t('footer.promo_title', { brand: brand.name })}</h2>
            <p className={styles.promoText}>{t('footer.promo_text', { credit, days: SIGNUP_CREDIT_DAYS })}</p>
            <ButtonLink href={signupUrl(brand.signupUrl)} variant="on-dark" size="small">
              {t('footer.sign_up')}
            </ButtonLink>
          </section>
        </div>

        <nav aria-label={t('footer.label')} className={styles.columns}>
          {normalizeHrefs(buildColumns(brand, t), brand.ownHosts).map((column) => (
            <div key={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <LinkList links={column.links} />
            </div>
          ))}
        </nav>

        <div className={styles.bottom}>
          <Logo name={brand.name} size={28} tone="inverse" />
          <p className={styles.copyright}>
            {t('footer.copyright', { year: String(year), brand: brand.name })}
          </p>
          {/* The colour theme at every width (the header has no room for it on a phone). */}
          <ThemeToggle placement="footer" />
          <SocialLinks
            links={socialLinks(brand.social).slice(0, 10)}
            label={t('footer.social', { brand: brand.name })}
          />
        </div>
      </div>
    </StaticRegion>
  );
}
