// Demo site content for the admin area and the marketing site: static pages (including the community
// pages of community-app §2), posts, partners, the top bar, feature flags, the newsletter form, spam
// lists and distributions. All of it written for the fictional Tidal Cloud. Idempotent: every item is
// looked up by its key first, so running it twice changes nothing.
import {
  DEMO_PRICE_CATALOGUE,
  PRICE_CATALOGUE_KEY,
  priceCatalogue,
  slugify,
  type Actor,
  type StaticPageInput,
} from '@reef/core';
import { and, eq } from 'drizzle-orm';
import type { Env } from '../../env.js';
import { createMarketingForm } from '../../resources/marketing-forms/index.js';
import { seedMarketingForms } from './marketing-forms.js';
import { seedDemoGlobalTranslations } from './demo-global-translations.js';
import { createPartner } from '../../resources/partners/index.js';
import { createPost } from '../../resources/posts/index.js';
import { loadSessionUser, toActor } from '../../platform/services/sessions.js';
import { createStaticPage } from '../../resources/static-pages/index.js';
import type { Database } from '../../db/client.js';
import {
  distributions,
  distributionVersions,
  featureFlags,
  globalContents,
  marketingForms,
  partners,
  permittedDomains,
  posts,
  spamPhrases,
  staticPages,
  tags,
  users,
} from '../../db/schema/index.js';

const content = (body: string, heading?: string) => ({
  slice_type: 'content',
  primary: { ...(heading ? { heading } : {}), body },
  items: [],
});
const hero = (title: string, text: string) => ({ slice_type: 'hero', primary: { title, text }, items: [] });
const slice = (
  slice_type: string,
  primary: Record<string, unknown>,
  items: Record<string, unknown>[] = [],
) => ({
  slice_type,
  primary,
  items,
});
const cta = (title: string, text: string, link_label: string, link: string) =>
  slice('cta', { title, text, link_label, link });

/** What a demo page may leave out (the seeding gives it the defaults). */
type DemoPageDefaults =
  | 'description'
  | 'is_landing'
  | 'is_featured'
  | 'is_primary_featured'
  | 'tags'
  | 'template'
  | 'state'
  | 'language';
type DemoPage = Omit<StaticPageInput, DemoPageDefaults> & Partial<Pick<StaticPageInput, DemoPageDefaults>>;

type SolutionSeed = {
  slug: string;
  title: string;
  template: string;
  pitch: string;
  features: [string, string][];
};

/** The solution pages the header's Solutions menu and the footer link to, one per template between them. */
const SOLUTIONS: SolutionSeed[] = [
  {
    slug: 'ai-ml',
    title: 'AI and machine learning',
    template: 'Template5',
    pitch: 'GPU servers and managed Kubernetes to train, fine-tune and serve models without a platform team.',
    features: [
      ['GPU servers', 'Pay by the hour for the cards you need, from one to eight per machine.'],
      ['Inference endpoints', 'Serve models behind a load balancer that scales with traffic.'],
      ['Object storage', 'Keep datasets and checkpoints next to the compute that reads them.'],
    ],
  },
  {
    slug: 'web-mobile-apps',
    title: 'Web and mobile apps',
    template: 'Template1',
    pitch: 'Back ends for web and mobile apps: deploy from a repository and let the platform run it.',
    features: [
      ['App platform', 'Push to your repository; we build, deploy and scale it.'],
      ['Managed databases', 'PostgreSQL, MySQL and Redis with backups and failover.'],
      ['Functions', 'Small jobs and webhooks that cost nothing while idle.'],
    ],
  },
  {
    slug: 'gaming-development',
    title: 'Game development',
    template: 'Template5',
    pitch: 'Low-latency servers close to your players, and the bandwidth a launch day needs.',
    features: [
      ['Regions near players', 'Twelve regions on four continents.'],
      ['Generous bandwidth', 'Transfer included with every server.'],
      ['DDoS protection', 'Always on, at no extra cost.'],
    ],
  },
  {
    slug: 'streaming',
    title: 'Streaming',
    template: 'Template6',
    pitch: 'Store, transcode and deliver video and audio at a price that does not punish success.',
    features: [
      ['Object Storage CDN', 'Deliver from edges around the world.'],
      ['CPU-optimised servers', 'Transcode in parallel, pay by the hour.'],
    ],
  },
  {
    slug: 'vpn',
    title: 'VPN',
    template: 'Template3',
    pitch: 'Run your own VPN on a server you control, in the country you choose.',
    features: [
      ['One-click WireGuard', 'A ready image with WireGuard configured.'],
      ['Cloud firewalls', 'Allow only the ports your VPN uses.'],
    ],
  },
  {
    slug: 'startups',
    title: 'Startups',
    template: 'Template2',
    pitch: 'Credit, mentors and simple pricing for teams that need to ship before they hire.',
    features: [
      ['Hatch credit', 'Up to $100k over twelve months.'],
      ['Predictable bills', 'Hourly billing capped at the monthly price.'],
      ['Office hours', 'Architecture advice from our solutions engineers.'],
    ],
  },
  {
    slug: 'smb',
    title: 'Small and medium businesses',
    template: 'Template4',
    pitch: 'The cloud without the complexity: clear prices, real support and tools your team already knows.',
    features: [
      ['Support plans', 'Answers from engineers, by ticket or phone.'],
      ['Backups', 'Weekly or daily, restored in a click.'],
    ],
  },
  {
    slug: 'agencies',
    title: 'Agencies',
    template: 'Template6',
    pitch: 'Host every client on one account, with teams, projects and billing that stay separate.',
    features: [
      ['Projects', 'One project per client, with its own resources and access.'],
      ['Partner program', 'Referral credit and a listing in our partner directory.'],
    ],
  },
  {
    slug: 'isv',
    title: 'Independent software vendors',
    template: 'Template1',
    pitch: 'Ship your software as a one-click app on our marketplace and reach our customers.',
    features: [
      ['Marketplace listing', 'Your app as a ready image or Kubernetes chart.'],
      ['Co-marketing', 'Launch posts, webinars and a page in our catalogue.'],
    ],
  },
];

function solutionPage(seed: SolutionSeed): DemoPage {
  return {
    type: 'solutions',
    slug: seed.slug,
    title: seed.title,
    description: seed.pitch,
    template: seed.template,
    slices: [
      slice('hero', {
        eyebrow: 'Solutions',
        title: seed.title,
        text: seed.pitch,
        cta_label: 'Start building',
        cta_link: '/pricing',
        secondary_label: 'Talk to an expert',
        secondary_link: '/company/contact/sales',
      }),
      slice(
        'feature_grid',
        { heading: 'What you get' },
        seed.features.map(([title, text]) => ({ title, text })),
      ),
      content(
        'Every project on Tidal Cloud starts with the same building blocks: servers, storage, databases and a network, billed by the hour. Our tutorials show how to put them together.',
        'How teams build it',
      ),
      cta('Start building today', 'Credit for your first 60 days.', 'See pricing', '/pricing'),
    ],
  };
}

/** Overview pages at the prefixes' own addresses (/legal, /press, /trust, /resources) and /business. */
const INDEX_PAGES: DemoPage[] = [
  {
    type: 'overview',
    slug: 'business',
    title: 'Solutions',
    description: 'What teams build on Tidal Cloud, by use case and by business type.',
    slices: [
      slice('hero', {
        title: 'Solutions for every kind of team',
        text: 'From a first prototype to a platform with millions of users.',
      }),
      slice('feature_grid', { heading: 'By use case and business type' }, [
        {
          title: 'Website hosting',
          text: 'Sites and shops of every size.',
          link: '/solutions/website-hosting',
        },
        ...SOLUTIONS.map((seed) => ({
          title: seed.title,
          text: seed.pitch,
          link: `/solutions/${seed.slug}`,
        })),
      ]),
    ],
  },
  {
    type: 'overview',
    slug: 'legal',
    title: 'Legal',
    description: 'The terms and policies that apply to Tidal Cloud.',
    slices: [
      content(
        '- [Terms of service](/legal/terms)\n- [Privacy policy](/legal/privacy)\n- [Responsible disclosure](/security/responsible-disclosure)',
        'Terms and policies',
      ),
    ],
  },
  {
    type: 'overview',
    slug: 'press',
    title: 'Press',
    description: 'News about Tidal Cloud, and how to reach our press team.',
    slices: [
      content(
        '- [Tidal Cloud opens two new regions](/press/tidal-cloud-opens-two-new-regions)',
        'Press releases',
      ),
      content('Write to press@tidal.example; we answer within a working day.', 'Press contacts'),
    ],
  },
  {
    type: 'overview',
    slug: 'trust',
    title: 'Trust center',
    description: 'Security, privacy and compliance at Tidal Cloud.',
    slices: [
      slice('hero', {
        eyebrow: 'Trust center',
        title: 'Security and privacy you can check',
        text: 'How we protect your data, the audits we pass and how to report a problem.',
      }),
      slice('feature_grid', {}, [
        { title: 'Compliance', text: 'Certifications and audit reports.', link: '/trust/compliance' },
        {
          title: 'Responsible disclosure',
          text: 'How to report a vulnerability.',
          link: '/security/responsible-disclosure',
        },
        { title: 'Privacy', text: 'What we collect and why.', link: '/legal/privacy' },
      ]),
    ],
  },
  {
    type: 'overview',
    slug: 'resources',
    title: 'Resources',
    description: 'Guides, reports and stories for teams building a business on the cloud.',
    slices: [
      slice('hero', {
        title: 'Resources for businesses',
        text: 'Guides, reports and customer stories from teams that build on Tidal Cloud.',
      }),
      slice('feature_grid', {}, [
        {
          title: 'The startup guide to the cloud',
          text: 'From prototype to production on a budget.',
          link: '/resources/startup-guide',
        },
        {
          title: 'The cloud cost report 2026',
          text: 'Where small teams spend, and waste, their hosting budget.',
          link: '/reports/cloud-costs-2026',
        },
        {
          title: 'Currents',
          text: 'Our twice-yearly survey of developers.',
          link: '/currents/november-2026',
        },
        { title: 'Customer stories', text: 'How teams ship faster and spend less.', link: '/customers' },
      ]),
    ],
  },
];

/** The company pages the footer and the About menu link to (overview pages at the root, and /company/…). */
const COMPANY_PAGES: DemoPage[] = [
  {
    type: 'overview',
    slug: 'about',
    title: 'About Tidal Cloud',
    description: 'Who we are, what we build and why developers choose us.',
    slices: [
      slice('hero', {
        eyebrow: 'About us',
        title: 'The cloud for developers who would rather be building',
        text: 'Simple infrastructure, clear prices and a community that writes down everything it learns.',
        cta_label: 'Meet the leadership team',
        cta_link: '/company/leadership',
      }),
      slice('stats', { heading: 'Tidal Cloud today' }, [
        { value: '600k', label: 'customers in 185 countries' },
        { value: '15', label: 'data centre regions' },
        { value: '8,000', label: 'community tutorials' },
      ]),
      slice('feature_grid', { heading: 'What we care about' }, [
        { title: 'Simplicity', text: 'A product you can learn in an afternoon and run for years.' },
        { title: 'Honest prices', text: 'Flat monthly prices with the hourly rate next to them.' },
        {
          title: 'Community',
          text: 'Tutorials and answers that anyone can read, written by people who run servers.',
        },
      ]),
      cta(
        'Work with us',
        'We hire engineers, writers and support specialists.',
        'See open roles',
        '/careers',
      ),
    ],
  },
  {
    type: 'overview',
    slug: 'company/leadership',
    title: 'Leadership',
    description: 'The people who run Tidal Cloud.',
    slices: [
      hero('Leadership', 'The team responsible for the product, the platform and the people behind them.'),
      slice('feature_grid', { heading: 'Executive team' }, [
        {
          title: 'Morgan Reyes, Chief Executive Officer',
          text: 'Joined as the first product manager; runs the company since 2021.',
        },
        {
          title: 'Priya Natarajan, Chief Technology Officer',
          text: 'Leads the platform, networking and storage teams.',
        },
        {
          title: 'Jonas Berg, Chief Financial Officer',
          text: 'Previously finance lead at two infrastructure companies.',
        },
        {
          title: 'Ama Owusu, VP Community',
          text: 'Grew the tutorial program from fifty articles to thousands.',
        },
      ]),
      cta('Questions for the team?', 'Press and analysts can reach us directly.', 'Press page', '/press'),
    ],
  },
  {
    type: 'overview',
    slug: 'careers',
    title: 'Careers',
    description: 'Open roles at Tidal Cloud and what it is like to work here.',
    slices: [
      slice('hero', {
        eyebrow: 'Careers',
        title: 'Help developers ship',
        text: 'We are a remote-first company with teams across eleven time zones.',
        cta_label: 'Read about us',
        cta_link: '/about',
      }),
      slice('feature_grid', { heading: 'Open roles' }, [
        { title: 'Senior Software Engineer, Storage', text: 'Remote (Americas or Europe). Go and Rust.' },
        {
          title: 'Technical Writer, Community',
          text: 'Remote. Write and edit tutorials with community authors.',
        },
        { title: 'Support Engineer', text: 'Remote (Asia-Pacific). Linux, networking and patience.' },
      ]),
      slice('faq', { heading: 'How we hire' }, [
        {
          question: 'How many interviews are there?',
          answer: 'Four: a call, a practical exercise, a team conversation and a final talk.',
        },
        {
          question: 'Do you sponsor visas?',
          answer: 'Most roles are remote; where a role needs a location, yes.',
        },
      ]),
    ],
  },
  {
    type: 'overview',
    slug: 'impact',
    title: 'Social impact',
    description: 'Credit and support for nonprofits, educators and open source.',
    slices: [
      slice('hero', {
        eyebrow: 'Social impact',
        title: 'Infrastructure for people doing good work',
        text: 'We give credit and engineering time to nonprofits, classrooms and open source maintainers.',
        cta_label: 'Open source program',
        cta_link: '/open-source',
      }),
      slice('stats', { heading: 'Last year' }, [
        { value: '$3M', label: 'in credit to nonprofits' },
        { value: '1,100', label: 'classrooms on our platform' },
      ]),
      cta('Run a nonprofit?', 'Tell us about your project.', 'Contact us', '/company/contact/sales'),
    ],
  },
  {
    type: 'overview',
    slug: 'referral-program',
    title: 'Referral program',
    description: 'Give new customers credit and earn credit when they start paying.',
    slices: [
      slice('hero', {
        eyebrow: 'Referral program',
        title: 'Give $200, get $25',
        text: 'Everyone you invite gets $200 of credit for 60 days. When they have spent $25, you get $25 of credit too.',
        cta_label: 'Get your referral link',
        cta_link: '/account/referrals',
      }),
      slice('faq', { heading: 'How it works' }, [
        {
          question: 'Where is my link?',
          answer:
            'Signed in, open Referrals in your account settings: your link and your invitations are there.',
        },
        { question: 'Is there a limit?', answer: 'You can earn up to $1,000 of credit a year.' },
      ]),
    ],
  },
];

/** The demo static pages; the three community pages are linked from the footer and menus. */
export const DEMO_PAGES: DemoPage[] = [
  {
    type: 'community-pages',
    slug: 'hollies-hub-for-good',
    title: 'The Tidal Hub for Good',
    description: 'Free cloud credit, guides and a community for nonprofits and projects that help people.',
    is_featured: true,
    tags: ['community'],
    slices: [
      hero(
        'The Tidal Hub for Good',
        'Cloud credit and know-how for teams that make their corner of the world better.',
      ),
      content(
        'The Hub gives nonprofits, open data projects and community groups a head start on Tidal Cloud.\n\n' +
          '## What you get\n\n- Cloud credit for your first year\n- Office hours with our solutions engineers\n- A place on our partner directory, so volunteers can find you\n\n' +
          '## Who can apply\n\nRegistered nonprofits, public-interest open source projects and grassroots groups with a clear mission. Tell us what you do and what you need: a real person reads every application.',
      ),
    ],
  },
  {
    type: 'community-pages',
    slug: 'write-for-digitalocean',
    title: 'Write for the Tidal Cloud community',
    description: 'Get paid to write tutorials that help developers, and donate to a tech cause you choose.',
    is_featured: true,
    tags: ['community'],
    slices: [
      hero(
        'Write for us',
        'Share what you know. We pay for every published tutorial and match it with a donation.',
      ),
      content(
        '## How it works\n\n1. Pick a topic from our wish list, or pitch your own.\n2. Write a first draft in markdown, with every command tested on a fresh server.\n3. Work with an editor through one or two rounds of review.\n4. Publish, get paid, and choose a tech charity for the matching donation.\n\n' +
          '## What we look for\n\nClear steps a beginner can follow, an explanation of *why* as well as *how*, and a working result at the end.',
      ),
    ],
  },
  {
    type: 'community-pages',
    slug: 'code-of-conduct',
    title: 'Community code of conduct',
    description: 'How we treat each other in questions, answers, comments and tutorials.',
    tags: ['community'],
    slices: [
      content(
        'This community works because people are generous with their time. Please return the favour.\n\n' +
          '## Be kind\n\nAssume good intent, explain instead of dismissing, and remember that everyone was a beginner once.\n\n' +
          '## Be useful\n\nStay on topic, show what you tried, and share what fixed it when you find the answer yourself.\n\n' +
          "## No spam, no abuse\n\nNo advertising, no harassment, no sharing of other people's private data. Moderators may hide content and suspend accounts that break these rules.\n\n" +
          '## Report problems\n\nUse the report link on any question, answer or comment. Reports are private and read by our moderators.',
      ),
    ],
  },
  {
    type: 'legal',
    slug: 'terms',
    title: 'Terms of service',
    description: 'The terms that apply when you use Tidal Cloud.',
    slices: [
      content(
        'These demo terms stand in for the real thing.\n\n## Your account\n\nKeep your credentials safe; you are responsible for what happens under your account.\n\n## Acceptable use\n\nDo not use the service to harm others, send spam or break the law.',
      ),
    ],
  },
  {
    type: 'legal',
    slug: 'privacy',
    title: 'Privacy policy',
    description: 'What we collect, why, and what you can ask us to do with it.',
    slices: [
      content(
        'We collect what we need to run the service and nothing more.\n\n## Your rights\n\nYou can ask for a copy of your data, or for its deletion, at any time.',
      ),
    ],
  },
  {
    type: 'press',
    slug: 'tidal-cloud-opens-two-new-regions',
    title: 'Tidal Cloud opens two new regions',
    slices: [
      {
        slice_type: 'pressnews',
        primary: {
          date: '2026-09-15',
          title: 'Two new regions',
          location: 'NEW YORK',
          body: 'Tidal Cloud customers can now deploy closer to their users in two new regions.',
        },
        items: [{ title: 'Two new regions, closer to you', link: '/blog/two-new-regions-closer-to-you' }],
      },
    ],
  },
  {
    type: 'resources',
    slug: 'startup-guide',
    title: 'The startup guide to the cloud',
    template: 'Template2',
    tags: ['startups'],
    slices: [
      hero('Build on a budget', 'Everything a small team needs to go from prototype to production.'),
      content('Start small, measure, and grow only what is busy.', 'Start small'),
      content(
        'Put monitoring and alerts on from the first day, so you know what is busy before you pay for more.',
        'Measure',
      ),
      content(
        'Scale the part that is busy: more servers behind a load balancer, a bigger database, or a cache.',
        'Grow',
      ),
    ],
  },
  {
    type: 'solutions',
    slug: 'website-hosting',
    title: 'Web hosting',
    template: 'Template1',
    slices: [
      slice('hero', {
        eyebrow: 'Web hosting',
        title: 'Host websites and apps',
        text: 'Fast servers, simple pricing and a community that has your back.',
        cta_label: 'See pricing',
        cta_link: '/pricing',
        secondary_label: 'Read the tutorials',
        secondary_link: '/community/tutorials',
      }),
      slice('logo_wall', { heading: 'Trusted by teams of every size' }, [
        { name: 'Harbor Analytics', link: '/customers/harbor-analytics' },
        { name: 'Kelp Security' },
        { name: 'Reefline' },
        { name: 'Driftwood' },
      ]),
      slice(
        'feature_grid',
        {
          heading: 'Everything a website needs',
          intro: 'Start on one server and grow without moving house.',
        },
        [
          {
            title: 'Virtual machines',
            text: 'Linux servers with SSD storage, ready in under a minute.',
            link: '/products',
          },
          { title: 'Managed databases', text: 'PostgreSQL and MySQL with daily backups and failover.' },
          { title: 'Load balancers', text: 'Spread traffic and keep serving while you deploy.' },
          { title: 'Object storage', text: 'Images, uploads and backups behind a built-in CDN.' },
          { title: 'Free bandwidth', text: 'Generous transfer included with every server.' },
          { title: 'Monitoring', text: 'Alerts on CPU, memory and disk before your visitors notice.' },
        ],
      ),
      slice('stats', { heading: 'Tidal Cloud in numbers' }, [
        { value: '99.99%', label: 'uptime SLA on compute and storage' },
        { value: '12', label: 'data centre regions' },
        { value: '55 s', label: 'to a running server' },
      ]),
      slice('testimonial', {
        quote: 'We moved forty client sites in a weekend and our hosting bill went down by half.',
        author: 'Mara Ellison',
        role: 'Founder',
        company: 'Driftwood Stack',
      }),
      slice(
        'pricing_table',
        { heading: 'Plans for websites', intro: 'Billed by the hour, never more than the monthly price.' },
        [
          {
            name: 'Starter',
            price: '$6',
            period: 'per month',
            description: 'A personal site or a blog.',
            features: '1 vCPU\n1 GiB memory\n25 GiB SSD',
            cta_label: 'Start building',
            cta_link: '/pricing',
          },
          {
            name: 'Business',
            price: '$24',
            period: 'per month',
            description: 'Busy shops and web apps.',
            features: '2 vCPUs\n4 GiB memory\n80 GiB SSD\nDaily backups',
            cta_label: 'Start building',
            cta_link: '/pricing',
            highlighted: true,
          },
          {
            name: 'Scale',
            price: '$96',
            period: 'per month',
            description: 'High traffic, many sites.',
            features: '8 vCPUs\n16 GiB memory\n320 GiB SSD\nDaily backups',
            cta_label: 'Talk to sales',
            cta_link: '/pricing',
          },
        ],
      ),
      slice('faq', { heading: 'Web hosting questions' }, [
        {
          question: 'Can I move an existing site?',
          answer:
            'Yes. Copy your files and database over, then point your domain at the new server; our tutorials walk through each step.',
        },
        {
          question: 'Do you take backups?',
          body: 'Weekly backups are **20%** of the server price; daily backups come with the Business and Scale plans.',
        },
        {
          question: 'Is there a contract?',
          answer: 'No. Servers are billed by the hour and you can delete them at any time.',
        },
      ]),
      cta(
        'Launch your site today',
        'Credit for your first 60 days, no contract.',
        'Start building',
        '/pricing',
      ),
    ],
  },
  {
    type: 'customers',
    slug: 'harbor-analytics',
    title: 'How Harbor Analytics cut hosting costs',
    slices: [
      {
        slice_type: 'herotext',
        primary: {
          title: 'Harbor Analytics',
          text: 'From a rack in the office to three regions in a weekend.',
        },
        items: [],
      },
      {
        slice_type: 'customercontent',
        primary: { body: 'Harbor moved its reporting stack to managed databases and Kubernetes.' },
        items: [],
      },
    ],
  },
  {
    type: 'customers-overview',
    slug: 'customers',
    title: 'Customers',
    slices: [
      {
        slice_type: 'customer_hero',
        primary: {
          title: 'Teams that build on Tidal Cloud',
          text: 'Startups, agencies and nonprofits on how they ship faster and spend less.',
        },
        items: [],
      },
      {
        slice_type: 'customer_filter',
        primary: {},
        items: [{ label: 'Startups' }, { label: 'Agencies' }, { label: 'Data' }],
      },
      {
        slice_type: 'customer_cards',
        primary: { heading: 'Customer stories' },
        items: [
          {
            name: 'Harbor Analytics',
            industry: 'Data',
            summary: 'From a rack in the office to three regions in a weekend.',
            link: '/customers/harbor-analytics',
          },
          {
            name: 'Driftwood Stack',
            industry: 'Startups',
            summary: 'Forty client sites moved in a weekend, at half the hosting bill.',
          },
          {
            name: 'Reefline Consulting',
            industry: 'Agencies',
            summary: 'Kubernetes platforms for clients, one project per client.',
          },
        ],
      },
    ],
  },
  { type: 'sitemap', slug: 'sitemap', title: 'Sitemap', template: 'sitemap', slices: [] },
  {
    type: 'landing',
    slug: 'spring-credit',
    title: 'Spring credit offer',
    description: 'Sixty days of free credit to try every product, with no card needed to look around.',
    is_landing: true,
    is_primary_featured: true,
    slices: [
      slice('hero', {
        title: 'Try Tidal Cloud free',
        text: 'Credit for your first 60 days.',
        cta_label: 'Claim your credit',
        cta_link: '/pricing',
      }),
      slice('video', {
        provider: 'youtube',
        id: 'aqz-KE-bpKQ',
        title: 'A two-minute tour of the control panel',
      }),
      cta('Ready when you are', 'No card needed to look around.', 'See pricing', '/pricing'),
    ],
  },
  {
    type: 'overview',
    slug: 'open-source',
    title: 'Open source at Tidal Cloud',
    description: 'The projects we maintain, the ones we fund, and how to get credit for yours.',
    template: null,
    slices: [
      slice('hero', {
        eyebrow: 'Open source',
        title: 'Built on open source, giving back to it',
        text: 'We run on open source software, so we fund maintainers, sponsor projects and give credit to communities.',
        cta_label: 'Apply for project credit',
        cta_link: '/community/pages/hollies-hub-for-good',
      }),
      slice('feature_grid', { heading: 'How we help' }, [
        {
          title: 'Project credit',
          text: 'Free hosting for CI, docs sites and demos of open source projects.',
        },
        { title: 'Maintainer fund', text: 'Monthly sponsorship of the libraries our platform depends on.' },
        {
          title: 'Contribution month',
          text: 'Every October, a month of contributions, with mentors from our engineering team.',
        },
      ]),
      slice('stats', { heading: 'Last year' }, [
        { value: '$1.2M', label: 'in credit to open source projects' },
        { value: '340', label: 'projects hosted' },
        { value: '58', label: 'maintainers sponsored' },
      ]),
      cta(
        'Maintain a project?',
        'Tell us what you build and what you need.',
        'Apply now',
        '/community/pages/hollies-hub-for-good',
      ),
    ],
  },
  {
    type: 'overview',
    slug: 'support',
    title: 'Support',
    description: 'Help from people who run servers: the community, the docs and support plans.',
    slices: [
      slice('hero', {
        title: 'How can we help?',
        text: 'Search the community, read the docs, or open a ticket with our support engineers.',
        cta_label: 'Ask the community',
        cta_link: '/community/questions',
      }),
      slice('pricing_table', { heading: 'Support plans' }, [
        {
          name: 'Developer',
          price: 'Free',
          description: 'Community answers and ticket replies within a day.',
          features: 'Community Q&A\nTicket support\nStatus alerts',
        },
        {
          name: 'Standard',
          price: '$99',
          period: 'per month',
          description: 'Faster answers for production apps.',
          features: 'Replies within 8 hours\nPhone escalation',
          highlighted: true,
          cta_label: 'Upgrade',
          cta_link: '/pricing',
        },
        {
          name: 'Premium',
          price: '$999',
          period: 'per month',
          description: 'A named engineer and 30-minute replies.',
          features: 'Replies within 30 minutes\nNamed engineer\nArchitecture reviews',
          cta_label: 'Talk to us',
          cta_link: '/pricing',
        },
      ]),
      slice('faq', { heading: 'Support questions' }, [
        {
          question: 'How do I open a ticket?',
          answer: 'Sign in to the control panel and choose Support, then New ticket.',
        },
        {
          question: 'Where do I see outages?',
          answer: 'Our status page lists every incident and maintenance window, and you can subscribe to it.',
        },
      ]),
    ],
  },
  {
    type: 'overview',
    slug: 'hatch',
    title: 'Hatch',
    description: 'Credit, mentoring and a community for early-stage startups.',
    slices: [
      slice('hero', {
        eyebrow: 'Hatch startup program',
        title: 'Credit and mentors for your first years',
        text: 'Hatch gives young startups cloud credit, technical advice and a network of founders who have done it before.',
        cta_label: 'Apply to Hatch',
        cta_link: '/hatch/apply',
      }),
      slice('stats', {}, [
        { value: '$100k', label: 'in credit over twelve months' },
        { value: '4,000', label: 'startups since we began' },
      ]),
      slice('testimonial', {
        quote:
          'Hatch credit paid for our first year of hosting, and the office hours saved us from two bad architecture calls.',
        author: 'Sam Okafor',
        role: 'CTO',
        company: 'Harbor Analytics',
      }),
      slice('faq', { heading: 'Who can join?' }, [
        {
          question: 'Do I need funding?',
          answer: 'You need to be building a product and to have raised less than $5M.',
        },
        {
          question: 'How long does the credit last?',
          answer: 'Twelve months from the day you are accepted.',
        },
      ]),
    ],
  },
  {
    type: 'hatch',
    slug: 'apply',
    title: 'Apply to Hatch',
    description: 'What we ask and how we decide.',
    slices: [
      content(
        'Tell us about your product, your team and what you run today. We answer every application within two weeks.\n\n## What we look for\n\n- A product people use, or will soon\n- A team that writes code\n- Less than $5M raised',
      ),
    ],
  },
  {
    type: 'currents',
    slug: 'november-2026',
    title: 'Currents: how developers build in 2026',
    description: 'Our twice-yearly survey of developers and small teams.',
    template: 'Currents',
    slices: [
      slice('stats', { heading: 'Key findings' }, [
        { value: '64%', label: 'run containers in production' },
        { value: '41%', label: 'use more than one cloud' },
        { value: '3 in 4', label: 'say cost is their top concern' },
      ]),
      content(
        'Small teams are spending less time on servers and more on their product.\n\nMost teams now deploy several times a day, and most of them use managed databases instead of running their own.',
        'What changed',
      ),
      slice('testimonial', {
        quote: 'Managed databases gave us our weekends back.',
        author: 'A survey respondent',
        role: 'Backend developer',
      }),
      content('We surveyed 5,200 developers in 90 countries in October 2026.', 'About the survey'),
    ],
  },
  {
    type: 'diversity',
    slug: 'inclusion-report',
    title: 'Inclusion report 2026',
    description: 'Who works at Tidal Cloud, and what we are doing about the gaps.',
    slices: [
      content('We publish these numbers every year so we can be held to them.', 'Why we publish this'),
      slice('stats', { heading: 'Our team' }, [
        { value: '38%', label: 'of engineers are women or non-binary' },
        { value: '27', label: 'countries our people work from' },
      ]),
      content(
        '- Structured interviews for every role\n- Salary bands published inside the company\n- Mentoring for new managers',
        'What we are doing',
      ),
    ],
  },
  {
    type: 'reports',
    slug: 'cloud-costs-2026',
    title: 'The cloud cost report 2026',
    description: 'Where small teams spend their hosting budget, and where they waste it.',
    slices: [
      content('We looked at anonymised bills of 10,000 small teams.', 'Summary'),
      slice('image', {
        image: '/design/sample-wide.svg',
        alt: 'A chart of spending by product: servers first, then databases, then storage',
        caption: 'Share of spending by product, 2026.',
      }),
      slice('stats', {}, [
        { value: '31%', label: 'of servers are idle more than half the time' },
        { value: '$1,900', label: 'saved a year by right-sizing, on average' },
      ]),
    ],
  },
  {
    type: 'security',
    slug: 'responsible-disclosure',
    title: 'Responsible disclosure',
    description: 'How to report a security issue, and what happens next.',
    slices: [
      content(
        'If you find a vulnerability in Tidal Cloud, tell us privately first and give us time to fix it.\n\n## How to report\n\nEmail security@tidal.example with the steps to reproduce.',
        'Reporting a vulnerability',
      ),
      slice('faq', { heading: 'Disclosure questions' }, [
        { question: 'Do you pay bounties?', answer: 'Yes, for issues in scope, based on their impact.' },
        { question: 'When will I hear back?', answer: 'Within two working days.' },
      ]),
    ],
  },
  {
    type: 'trust',
    slug: 'compliance',
    title: 'Compliance',
    description: 'Certifications, audits and the documents your auditors ask for.',
    template: 'Template4',
    slices: [
      content('Our data centres and platform are audited every year by independent firms.', 'Certifications'),
      content(
        'We sign a data processing agreement with every customer who asks, and keep customer data in the region they choose.',
        'Data protection',
      ),
      content('Reports are available under a non-disclosure agreement from our trust team.', 'Audit reports'),
    ],
  },
  ...SOLUTIONS.map(solutionPage),
  ...INDEX_PAGES,
  ...COMPANY_PAGES,
];

/** The demo posts (blog and resources). */
export const DEMO_POSTS = [
  {
    type: 'blog',
    title: 'Two new regions, closer to you',
    tags: ['product-updates'],
    featured: true,
    body: 'We opened two new regions this quarter.\n\n## What changes for you\n\nPick them in the control panel today; prices are the same everywhere.',
  },
  {
    type: 'blog',
    title: 'What we learned running a community for ten years',
    tags: ['community'],
    body: 'Answer the question that was asked, say thank you, and write things down.',
  },
  {
    type: 'blog',
    title: 'Keeping your servers patched without surprises',
    tags: ['security', 'trust-security'],
    body: 'Unattended upgrades, a maintenance window and a rollback plan.',
  },
  {
    type: 'resources-guide',
    title: 'A checklist for your first production deploy',
    tags: ['startups'],
    featured: true,
    body: '1. Backups\n2. Monitoring\n3. A firewall\n4. A way back',
  },
  {
    type: 'resources-video',
    title: 'Kubernetes in twenty minutes',
    tags: ['kubernetes'],
    body: 'A short tour of pods, deployments and services.',
  },
  {
    type: 'resources-report',
    title: 'The state of small-team infrastructure',
    tags: ['startups'],
    body: 'We asked two thousand developers how they host their apps.',
  },
  // Every post type has content, and the blog has a post under each topic of its sub-navigation and more
  // than one index page.
  {
    type: 'blog',
    title: 'How we rebuilt our load balancers without downtime',
    tags: ['engineering'],
    body:
      'Our load balancers handle every request to every app on the platform, so replacing them had to be invisible.\n\n' +
      '## Run both, compare both\n\nFor six weeks the new fleet received a mirrored copy of live traffic. We compared every response and fixed each difference before a single customer request depended on it.\n\n' +
      '## Move one region at a time\n\nWe shifted traffic in steps of one, five, twenty-five and one hundred percent, with a rollback switch that took seconds. We used it twice.\n\n' +
      '## What we would do again\n\nWrite the rollback first, measure before and after, and tell customers what is happening even when nothing should change.',
  },
  {
    type: 'blog',
    title: 'Tidal Cloud raises prices for nobody',
    tags: ['news'],
    body: 'Costs went up across the industry this year. Our prices did not, and we explain how.\n\nEfficient hardware, a smaller control plane and fewer idle machines paid for it.',
  },
  {
    type: 'blog',
    title: 'What is a virtual private cloud, and do you need one?',
    tags: ['cloud-education'],
    body: 'A virtual private cloud is a private network for your servers inside a shared data centre.\n\n## When it helps\n\nDatabases and internal services should never face the internet. Put them in a VPC and only your own servers can reach them.\n\n## When it does not\n\nA single server with a firewall is often enough for a side project.',
  },
  {
    type: 'blog',
    title: 'Welcome to our new partners in Europe',
    tags: ['partner-news'],
    body: 'Three consultancies joined the partner directory this month, ready to help with migrations and managed Kubernetes.',
  },
  {
    type: 'blog',
    title: 'Four-day weeks, one year on',
    tags: ['culture'],
    body: 'A year ago the whole company moved to a four-day week. Here is what happened to shipping, support and sleep.',
  },
  {
    type: 'resources-article',
    title: 'Vertical or horizontal scaling: how to choose',
    tags: ['startups'],
    featured: true,
    body:
      'Scaling up means a bigger machine; scaling out means more machines.\n\n' +
      '## Start vertical\n\nA bigger server is one click and no code change. It is the right first step for most apps.\n\n' +
      '## Go horizontal when\n\nYou need to survive the loss of a machine, or one machine is no longer enough. Then put a load balancer in front and keep your app servers stateless.',
  },
  {
    type: 'resources-article',
    title: 'Why managed databases save more than time',
    tags: ['startups'],
    body: 'Backups, failover and upgrades are easy to get almost right. Managed databases get them right every night.',
  },
  {
    type: 'resources-podcast',
    title: 'Shipping on a shoestring, with the founders of Harbor Analytics',
    tags: ['startups'],
    body: 'In this episode the founders of Harbor Analytics talk about moving their reporting stack out of an office rack.\n\n## In this episode\n\n- Why they left on-premises hardware\n- What they moved first\n- The bill, before and after',
  },
  {
    type: 'resources-podcast',
    title: 'Kubernetes for teams of three',
    tags: ['kubernetes'],
    body: 'Is Kubernetes worth it for a small team? Two engineers who run it, and one who stopped, compare notes.',
  },
  {
    type: 'resources-guide',
    title: 'Moving a WordPress site to the cloud in an afternoon',
    tags: ['startups'],
    body: '1. Back up files and database\n2. Create a server from the WordPress template\n3. Restore, point DNS, test\n4. Turn on backups',
  },
  {
    type: 'resources-video',
    title: 'Your first server, start to finish',
    tags: ['community'],
    body: 'A fifteen-minute walkthrough: create a server, log in with SSH, set up a firewall and serve a page.',
  },
  {
    type: 'resources-report',
    title: 'Cloud costs for small teams, 2026',
    tags: ['startups'],
    body: 'What teams of one to twenty people spend on hosting, and where the money goes.',
  },
] as const;

const DEMO_TAG_NAMES = [
  'Community',
  'Product Updates',
  'Security',
  'Startups',
  'Kubernetes',
  // Topics of the blog's sub-navigation (BLOG_SUBNAV_ANCHORS of @reef/core).
  'News',
  'Cloud Education',
  'Engineering',
  'Partner News',
  'Trust & Security',
  'Culture',
];

const DEMO_PARTNERS = [
  {
    name: 'Harbor Analytics',
    description: 'Dashboards and reporting for growing teams.',
    action: 'learn_more',
    tags: ['startups'],
  },
  {
    name: 'Kelp Security',
    description: 'Audits, hardening and incident response.',
    action: 'contact',
    tags: ['security'],
  },
  {
    name: 'Reefline Consulting',
    description: 'Migrations and Kubernetes platforms, done with you.',
    action: 'contact',
    tags: ['kubernetes'],
  },
  { name: 'Driftwood Stack', description: 'One-click app stacks for agencies.', action: 'deploy', tags: [] },
] as const;

/** Writes the demo site content (idempotent). */
export async function seedCms(
  db: Database,
  env: Env,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.slug, 'admin'));
  const session = admin ? await loadSessionUser(db, admin.id) : null;
  // Without the demo administrator the content is written as "the system" (no author).
  const actor: Actor = session ? toActor(session) : null;

  await db
    .insert(tags)
    .values(DEMO_TAG_NAMES.map((name) => ({ name, slug: slugify(name) })))
    .onConflictDoNothing();

  let pages = 0;
  for (const page of DEMO_PAGES) {
    const [existing] = await db
      .select({ id: staticPages.id })
      .from(staticPages)
      .where(and(eq(staticPages.type, page.type), eq(staticPages.slug, page.slug)));
    if (existing) continue;
    await createStaticPage(db, actor, {
      description: '',
      template: null,
      state: 'published',
      is_landing: false,
      is_featured: false,
      is_primary_featured: false,
      tags: [],
      language: 'en',
      ...page,
    });
    pages += 1;
  }

  let postCount = 0;
  for (const [i, post] of DEMO_POSTS.entries()) {
    const slug = slugify(post.title);
    const [existing] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.type, post.type), eq(posts.slug, slug)));
    if (existing || !actor) continue;
    await createPost(db, actor, {
      type: post.type,
      slug,
      title: post.title,
      description: post.body.split('\n')[0]!,
      body: post.body,
      state: 'published',
      is_featured: 'featured' in post,
      is_primary_featured: i === 0,
      tags: [...post.tags],
      published_at: new Date(Date.now() - (i + 1) * 3 * 86_400_000).toISOString(),
      language: 'en',
    });
    postCount += 1;
  }

  for (const partner of DEMO_PARTNERS) {
    const [existing] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.slug, slugify(partner.name)));
    if (existing) continue;
    await createPartner(db, {
      ...partner,
      tags: [...partner.tags],
      state: 'published',
      logo_url: null,
      url: null,
    });
  }

  await db
    .insert(globalContents)
    .values({
      key: 'top_hat',
      data: [
        { title: 'Two new regions are live', url: '/blog/two-new-regions-closer-to-you', newTab: false },
        {
          title: 'Write for the community and get paid',
          url: '/community/pages/write-for-digitalocean',
          newTab: false,
        },
        { title: 'Read the docs', url: 'https://docs.tidal.example', newTab: true },
      ],
    })
    .onConflictDoNothing();

  // The price list behind /products, /pricing and /pricing/calculator (editable as global content).
  await db
    .insert(globalContents)
    .values({ key: PRICE_CATALOGUE_KEY, data: priceCatalogue.parse(DEMO_PRICE_CATALOGUE) })
    .onConflictDoNothing();
  // Both in German, Spanish, Japanese and Chinese, as translations of the English blocks.
  await seedDemoGlobalTranslations(db);

  await db
    .insert(featureFlags)
    .values([
      {
        name: 'whale_ambience',
        description: 'The whale-sound easter egg on tutorial and question pages.',
        isEnabled: true,
      },
      { name: 'referral_modal', description: 'The referral sign-up announcement.', isEnabled: true },
      {
        name: 'new_search',
        description: 'The rebuilt site search, for staff first.',
        isEnabled: false,
        rules: { groups: ['staff'] },
      },
    ])
    .onConflictDoNothing();

  const [newsletter] = await db
    .select({ id: marketingForms.id })
    .from(marketingForms)
    .where(eq(marketingForms.slug, 'newsletter'));
  if (!newsletter) {
    await createMarketingForm(db, {
      slug: 'newsletter',
      title: 'The Tidal Cloud newsletter',
      state: 'published',
      destination: 'marketing_automation',
      destination_config: { list: 'community-newsletter' },
      fields: [
        { name: 'email', type: 'email', label: 'Email address', required: true, options: [] },
        { name: 'first_name', type: 'text', label: 'First name', required: false, options: [] },
        {
          name: 'consent',
          type: 'checkbox',
          label: 'Send me the monthly newsletter',
          required: true,
          options: [],
        },
        {
          name: 'source',
          type: 'hidden',
          label: '',
          required: false,
          options: [],
          value: 'community-newsletter-page',
        },
      ],
    });
  }

  const forms = await seedMarketingForms(db);

  const webHost = new URL(env.PUBLIC_WEB_URL).hostname;
  const domains = [
    'github.com',
    'gitlab.com',
    'stackoverflow.com',
    'wikipedia.org',
    'tidal.example',
    ...(webHost.includes('.') ? [webHost] : []),
  ];
  await db
    .insert(permittedDomains)
    .values(domains.map((domain) => ({ domain })))
    .onConflictDoNothing();
  await db
    .insert(spamPhrases)
    .values([{ phrase: 'cheap followers' }, { phrase: 'casino bonus code' }])
    .onConflictDoNothing();

  for (const [name, versions] of [
    ['Ubuntu', ['22.04', '24.04']],
    ['Debian', ['12']],
    ['Rocky Linux', ['9']],
  ] as const) {
    await db
      .insert(distributions)
      .values({ name, slug: slugify(name) })
      .onConflictDoNothing();
    const [d] = await db
      .select({ id: distributions.id })
      .from(distributions)
      .where(eq(distributions.slug, slugify(name)));
    await db
      .insert(distributionVersions)
      .values(versions.map((version) => ({ distributionId: d!.id, version })))
      .onConflictDoNothing();
  }

  log(
    `site: ${pages} static pages, ${postCount} posts, ${DEMO_PARTNERS.length} partners, top bar, flags, newsletter form, ${forms} public forms`,
  );
}
