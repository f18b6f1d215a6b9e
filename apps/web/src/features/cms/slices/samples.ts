// One filled-in example of every slice type: the design system page shows them, and an admin editor can start a
// new slice from them.
import type { SliceInput } from './types';

/** Example slices, one per slice type (the video needs a network, so it is left out). */
export const SAMPLE_SLICES: SliceInput[] = [
  {
    slice_type: 'hero',
    primary: {
      eyebrow: 'Virtual machines',
      title: 'Servers in under a minute',
      text: 'Linux machines with SSD storage, billed by the hour.',
      cta_label: 'See pricing',
      cta_link: '/pricing',
      secondary_label: 'Read the tutorials',
      secondary_link: '/community/tutorials',
    },
  },
  {
    slice_type: 'feature_grid',
    primary: { heading: 'Feature grid', intro: 'A heading, an introduction and a grid of features.' },
    items: [
      { title: 'Fast', text: 'NVMe storage on every plan.', link: '/products' },
      { title: 'Simple', text: 'One price per size, everywhere.' },
      { title: 'Supported', text: 'A community that answers.' },
    ],
  },
  {
    slice_type: 'logo_wall',
    primary: { heading: 'Trusted by teams of every size' },
    items: [{ name: 'Harbor Analytics' }, { name: 'Kelp Security' }, { name: 'Reefline' }],
  },
  {
    slice_type: 'testimonial',
    primary: {
      quote: 'It just works, and the bill makes sense.',
      author: 'Ada Park',
      role: 'CTO',
      company: 'Harbor',
    },
  },
  {
    slice_type: 'stats',
    primary: { heading: 'Stats' },
    items: [
      { value: '99.99%', label: 'uptime SLA' },
      { value: '12', label: 'regions' },
    ],
  },
  {
    slice_type: 'pricing_table',
    primary: { heading: 'Pricing table' },
    items: [
      { name: 'Basic', price: '$6', period: 'per month', features: '1 vCPU\n1 GiB memory' },
      {
        name: 'Business',
        price: '$24',
        period: 'per month',
        features: '2 vCPUs\n4 GiB memory',
        highlighted: true,
        cta_label: 'Choose',
        cta_link: '/pricing',
      },
    ],
  },
  {
    slice_type: 'faq',
    primary: { heading: 'FAQ' },
    items: [{ question: 'Is there a contract?', answer: 'No: servers are billed by the hour.' }],
  },
  {
    slice_type: 'content',
    primary: { heading: 'Rich text', body: 'Markdown the API renders; shown here as its plain source.' },
  },
  {
    slice_type: 'image',
    primary: {
      image: '/design/sample-wide.svg',
      alt: 'A sample illustration',
      caption: 'Image with caption',
    },
  },
  {
    slice_type: 'pressnews',
    primary: { title: 'Press news', date: '2026-09-15', location: 'NEW YORK', body: 'A dated release.' },
  },
  { slice_type: 'customer_filter', primary: {}, items: [{ label: 'Startups' }, { label: 'Agencies' }] },
  {
    slice_type: 'customer_cards',
    primary: { heading: 'Customer cards' },
    items: [{ name: 'Harbor Analytics', industry: 'Data', summary: 'Three regions in a weekend.' }],
  },
  {
    slice_type: 'cta',
    primary: { title: 'Call-to-action band', text: 'One button.', link_label: 'Sign up', link: '/pricing' },
  },
];
