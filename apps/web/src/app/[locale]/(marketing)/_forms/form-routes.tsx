// The pages of the site's marketing forms, one entry each: where it lives, what search results and link previews
// say of it, its heading, what happens after sending and the box beside it. Each route file only names its form.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import type { Crumb } from '@/components/layout/page-heading';
import type { Confirmation } from '@/features/marketing-forms/marketing-form';
import styles from '@/components/layout/page.module.css';
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

const FORM_ROUTES = {
  // community-app §2: report abuse coming from our network, a marketing form stored as a lead.
  'contact-abuse': {
    path: '/company/contact/abuse',
    title: 'Report abuse',
    description: 'Report spam, phishing, malware or attacks coming from a server on our network.',
    lede: 'Spam, phishing, malware or an attack from one of our addresses? Tell us what you saw; our trust and safety team acts on every report.',
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Company' }, { label: 'Report abuse' }],
    submitLabel: 'Send report',
    confirmation: {
      title: 'Thank you, your report is in.',
      text: 'Our trust and safety team will look into it. We write back when we need more details.',
    },
    aside: {
      title: 'Help us act quickly',
      body: (
        <ul>
          <li>The IP address or full URL</li>
          <li>When you saw it, with your time zone</li>
          <li>Headers of the email, or the log lines</li>
        </ul>
      ),
    },
  },
  // community-app §2: the sales contact form, a marketing form stored as a lead.
  'contact-sales': {
    path: '/company/contact/sales',
    title: 'Contact sales',
    description: 'Talk to our sales team about pricing, migrations and running your business on the cloud.',
    lede: 'Planning a migration, a bigger deployment or a custom agreement? Tell us what you need and a solutions engineer will get back to you.',
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Company' }, { label: 'Contact sales' }],
    submitLabel: 'Contact sales',
    confirmation: {
      title: 'Thanks, we have your message.',
      text: 'Someone from our sales team will answer within one working day.',
    },
    aside: {
      title: 'Other ways to reach us',
      body: (
        <>
          <p>
            Need help with an account? <Link href="/support">Get support</Link>.
          </p>
          <p>
            Seen something harmful on our network? <Link href="/company/contact/abuse">Report abuse</Link>.
          </p>
        </>
      ),
    },
  },
  // community-app §2: the partner application, a marketing form whose answers are stored as a lead.
  'partner-application': {
    path: '/partners/apply',
    title: 'Apply to become a partner',
    description:
      'Consultancies, managed service providers and technology companies: apply to the partner program.',
    lede: 'Tell us about your business. Our partner team reads every application and answers within five working days.',
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Partners', href: '/partners' }, { label: 'Apply' }],
    submitLabel: 'Send application',
    confirmation: {
      title: 'Thank you, your application is in.',
      text: 'Our partner team will write to you within five working days.',
    },
    aside: {
      title: 'What partners get',
      body: (
        <>
          <ul>
            <li>A listing in the partner directory</li>
            <li>Credit for demos and proofs of concept</li>
            <li>A partner manager and early access to new products</li>
          </ul>
          <p>
            <Link href="/partners">See our partners</Link>
          </p>
        </>
      ),
    },
  },
} satisfies Record<string, FormRoute>;

/** The metadata and the page of marketing form `slug`, for its route file to export. */
export function formRoute(slug: keyof typeof FORM_ROUTES) {
  const route: FormRoute = FORM_ROUTES[slug];
  return {
    generateMetadata: (): Promise<Metadata> =>
      communityMetadata({ path: route.path, title: route.title, description: route.description }),
    Page: function MarketingFormRoute() {
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
