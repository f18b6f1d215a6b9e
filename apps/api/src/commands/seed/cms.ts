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
import { createMarketingForm } from '../../services/marketing-forms.js';
import { createPartner } from '../../services/partners.js';
import { createPost } from '../../services/posts.js';
import { loadSessionUser, toActor } from '../../services/sessions.js';
import { createStaticPage } from '../../services/static-pages.js';
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

type DemoPage = Omit<
  StaticPageInput,
  'description' | 'is_landing' | 'is_featured' | 'is_primary_featured' | 'tags' | 'template' | 'state'
> &
  Partial<
    Pick<
      StaticPageInput,
      'description' | 'is_landing' | 'is_featured' | 'is_primary_featured' | 'tags' | 'template' | 'state'
    >
  >;

/** The demo static pages; the three community pages are linked from the footer and menus. */
export const DEMO_PAGES: DemoPage[] = [
  {
    type: 'community-pages',
    slug: 'hollies-hub-for-good',
    title: "Hollie's Hub for Good",
    description: 'Free cloud credit, guides and a community for nonprofits and projects that help people.',
    is_featured: true,
    tags: ['community'],
    slices: [
      hero(
        "Hollie's Hub for Good",
        'Cloud credit and know-how for teams that make their corner of the world better.',
      ),
      content(
        'Named after one of our first engineers, the Hub gives nonprofits, open data projects and community groups a head start on Tidal Cloud.\n\n' +
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
          body: 'Tidal Cloud customers can now deploy closer to their users in two new regions.',
        },
        items: [],
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
      content('Start small, measure, and grow only what is busy.'),
    ],
  },
  {
    type: 'solutions',
    slug: 'web-hosting',
    title: 'Web hosting',
    template: 'Template1',
    slices: [
      hero('Host websites and apps', 'Fast servers, simple pricing and a community that has your back.'),
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
      { slice_type: 'customer_hero', primary: { title: 'Teams that build on Tidal Cloud' }, items: [] },
      { slice_type: 'customer_filter', primary: {}, items: [{ label: 'Startups' }, { label: 'Agencies' }] },
      {
        slice_type: 'customer_cards',
        primary: {},
        items: [{ name: 'Harbor Analytics', link: '/customers/harbor-analytics' }],
      },
    ],
  },
  { type: 'sitemap', slug: 'sitemap', title: 'Sitemap', template: 'sitemap', slices: [] },
  {
    type: 'landing',
    slug: 'spring-credit',
    title: 'Spring credit offer',
    is_landing: true,
    is_primary_featured: true,
    slices: [hero('Try Tidal Cloud free', 'Credit for your first 60 days.')],
  },
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
    tags: ['security'],
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
] as const;

const DEMO_TAG_NAMES = ['Community', 'Product Updates', 'Security', 'Startups', 'Kubernetes'];

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
    `site: ${pages} static pages, ${postCount} posts, ${DEMO_PARTNERS.length} partners, top bar, flags, newsletter form`,
  );
}
