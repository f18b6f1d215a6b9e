// The pages of the site's marketing forms, one entry each: where it lives, what search results and link previews
// say of it, its heading, what happens after sending and the box beside it. Each route file only names its form.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import type { Crumb } from '@/components/layout/page-heading';
import type { Confirmation } from '@/features/marketing-forms/marketing-form';
import styles from '@/components/layout/page.module.css';
import { getT, type Translate } from '@/i18n/translate';
import { withLinks } from '@/lib/with-links';
import { MarketingFormPage } from './form-page';

type FormRoute = {
  path: string;
  title: string;
  /** The page's description for search results and link previews. */
  description: string;
  lede: string;
  crumbs: Crumb[];
  submitLabel: string;
  confirmation: Confirmation;
  aside: { title: string; body: ReactNode };
};

/** The slugs of the forms that have a page of their own. */
type FormSlug = 'contact-abuse' | 'contact-sales' | 'partner-application';

/** Each form's page in the translator's language (the `marketing` catalogue, `forms.*`). */
function formRouteOf(slug: FormSlug, t: Translate): FormRoute {
  const home = { label: t('static.crumb_home'), href: '/' };
  switch (slug) {
    // community-app §2: report abuse coming from our network, a marketing form stored as a lead.
    case 'contact-abuse':
      return {
        path: '/company/contact/abuse',
        title: t('forms.abuse.title'),
        description: t('forms.abuse.description'),
        lede: t('forms.abuse.lede'),
        crumbs: [home, { label: t('forms.crumb_company') }, { label: t('forms.abuse.title') }],
        submitLabel: t('forms.abuse.submit'),
        confirmation: { title: t('forms.abuse.confirm_title'), text: t('forms.abuse.confirm_text') },
        aside: {
          title: t('forms.abuse.aside_title'),
          body: (
            <ul>
              <li>{t('forms.abuse.aside_address')}</li>
              <li>{t('forms.abuse.aside_when')}</li>
              <li>{t('forms.abuse.aside_headers')}</li>
            </ul>
          ),
        },
      };
    // community-app §2: the sales contact form, a marketing form stored as a lead.
    case 'contact-sales':
      return {
        path: '/company/contact/sales',
        title: t('forms.sales.title'),
        description: t('forms.sales.description'),
        lede: t('forms.sales.lede'),
        crumbs: [home, { label: t('forms.crumb_company') }, { label: t('forms.sales.title') }],
        submitLabel: t('forms.sales.submit'),
        confirmation: { title: t('forms.sales.confirm_title'), text: t('forms.sales.confirm_text') },
        aside: {
          title: t('forms.sales.aside_title'),
          body: (
            <>
              <p>
                {withLinks(t('forms.sales.aside_support'), (key, words) => (
                  <Link key={key} href="/support">
                    {words}
                  </Link>
                ))}
              </p>
              <p>
                {withLinks(t('forms.sales.aside_abuse'), (key, words) => (
                  <Link key={key} href="/company/contact/abuse">
                    {words}
                  </Link>
                ))}
              </p>
            </>
          ),
        },
      };
    // community-app §2: the partner application, a marketing form whose answers are stored as a lead.
    case 'partner-application':
      return {
        path: '/partners/apply',
        title: t('forms.partner.title'),
        description: t('forms.partner.description'),
        lede: t('forms.partner.lede'),
        crumbs: [
          home,
          { label: t('forms.partner.crumb_partners'), href: '/partners' },
          { label: t('forms.partner.crumb_apply') },
        ],
        submitLabel: t('forms.partner.submit'),
        confirmation: { title: t('forms.partner.confirm_title'), text: t('forms.partner.confirm_text') },
        aside: {
          title: t('forms.partner.aside_title'),
          body: (
            <>
              <ul>
                <li>{t('forms.partner.aside_listing')}</li>
                <li>{t('forms.partner.aside_credit')}</li>
                <li>{t('forms.partner.aside_manager')}</li>
              </ul>
              <p>
                <Link href="/partners">{t('forms.partner.see_partners')}</Link>
              </p>
            </>
          ),
        },
      };
  }
}

/** The metadata and the page of marketing form `slug`, for its route file to export. */
export function formRoute(slug: FormSlug) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const t = await getT('marketing');
      const route = formRouteOf(slug, t);
      return communityMetadata({ path: route.path, title: route.title, description: route.description });
    },
    Page: async function MarketingFormRoute() {
      const t = await getT('marketing');
      const route = formRouteOf(slug, t);
      return (
        <MarketingFormPage
          slug={slug}
          title={route.title}
          lede={route.lede}
          crumbs={route.crumbs}
          submitLabel={route.submitLabel}
          confirmation={route.confirmation}
          aside={
            <div className={styles.box}>
              <h2 className={styles.asideTitle}>{route.aside.title}</h2>
              {route.aside.body}
            </div>
          }
        />
      );
    },
  };
}
