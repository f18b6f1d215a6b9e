// The form of each slice type: which fields its `primary` and its repeated `items` have, and what kind of control
// edits each one (issue #12: "slice fields as forms (not raw JSON)"). Keyed by slice type, beside the admin editor;
// the slice components (features/cms/slices) keep their own schemas, which the live preview applies.

/** The kind of control of a slice field. */
export type SliceFieldKind = 'text' | 'textarea' | 'markdown' | 'url' | 'image' | 'boolean' | 'date';

/** One field of a slice's primary fields or of its items. */
export type SliceFieldSpec = { key: string; label: string; kind: SliceFieldKind; help?: string };

/** The form of one slice type. */
export type SliceFormSpec = {
  label: string;
  primary: SliceFieldSpec[];
  /** The fields of each repeated item (none: the slice has no items). */
  items?: { label: string; fields: SliceFieldSpec[] };
};

const f = (key: string, label: string, kind: SliceFieldKind = 'text', help?: string): SliceFieldSpec =>
  help ? { key, label, kind, help } : { key, label, kind };

const MARKDOWN_HELP = 'Markdown; the site renders and sanitizes it (raw HTML is filtered).';

const hero: SliceFormSpec = {
  label: 'Hero',
  primary: [
    f('eyebrow', 'Eyebrow'),
    f('title', 'Title'),
    f('text', 'Text', 'textarea'),
    f('cta_label', 'Button label'),
    f('cta_link', 'Button link', 'url'),
    f('secondary_label', 'Second link label'),
    f('secondary_link', 'Second link', 'url'),
    f('image', 'Image', 'image'),
    f('image_alt', 'Image description (alt text)'),
  ],
};
const richText: SliceFormSpec = {
  label: 'Rich text',
  primary: [f('heading', 'Heading'), f('body', 'Body', 'markdown', MARKDOWN_HELP)],
  items: {
    label: 'Section',
    fields: [
      f('title', 'Title'),
      f('text', 'Text', 'textarea'),
      f('body', 'Body', 'markdown', MARKDOWN_HELP),
    ],
  },
};
const featureGrid: SliceFormSpec = {
  label: 'Feature grid',
  primary: [f('eyebrow', 'Eyebrow'), f('heading', 'Heading'), f('intro', 'Introduction', 'textarea')],
  items: {
    label: 'Feature',
    fields: [
      f('title', 'Title'),
      f('text', 'Text', 'textarea'),
      f('link', 'Link', 'url'),
      f('link_label', 'Link label'),
    ],
  },
};
const logoWall: SliceFormSpec = {
  label: 'Logo wall',
  primary: [f('heading', 'Heading')],
  items: { label: 'Logo', fields: [f('name', 'Name'), f('logo', 'Logo', 'image'), f('link', 'Link', 'url')] },
};
const testimonial: SliceFormSpec = {
  label: 'Testimonial',
  primary: [
    f('quote', 'Quote', 'textarea'),
    f('author', 'Author'),
    f('role', 'Role'),
    f('company', 'Company'),
    f('avatar', 'Photo', 'image'),
  ],
};
const stats: SliceFormSpec = {
  label: 'Stats',
  primary: [f('heading', 'Heading')],
  items: { label: 'Figure', fields: [f('value', 'Value'), f('label', 'Label')] },
};
const pricingTable: SliceFormSpec = {
  label: 'Pricing table',
  primary: [f('heading', 'Heading'), f('intro', 'Introduction', 'textarea'), f('note', 'Note', 'textarea')],
  items: {
    label: 'Plan',
    fields: [
      f('name', 'Name'),
      f('price', 'Price'),
      f('period', 'Period'),
      f('description', 'Description', 'textarea'),
      f('features', 'Features', 'textarea', 'One feature per line'),
      f('cta_label', 'Button label'),
      f('cta_link', 'Button link', 'url'),
      f('highlighted', 'Highlighted', 'boolean'),
    ],
  },
};
const faq: SliceFormSpec = {
  label: 'FAQ',
  primary: [f('heading', 'Heading')],
  items: {
    label: 'Question',
    fields: [
      f('question', 'Question'),
      f('answer', 'Answer', 'textarea'),
      f('body', 'Long answer', 'markdown', MARKDOWN_HELP),
    ],
  },
};
const ctaBand: SliceFormSpec = {
  label: 'Call to action',
  primary: [
    f('title', 'Title'),
    f('text', 'Text', 'textarea'),
    f('link_label', 'Link label'),
    f('link', 'Link', 'url'),
    f('disclaimer', 'Disclaimer'),
  ],
};
const image: SliceFormSpec = {
  label: 'Image with caption',
  primary: [
    f('image', 'Image', 'image'),
    f('alt', 'Description (alt text)'),
    f('caption', 'Caption'),
    f('link', 'Link', 'url'),
  ],
};
const video: SliceFormSpec = {
  label: 'Video',
  primary: [
    f('provider', 'Provider', 'text', 'youtube or vimeo'),
    f('id', 'Video id'),
    f('title', 'Title'),
    f('caption', 'Caption'),
  ],
};
const pressNews: SliceFormSpec = {
  label: 'Press release',
  primary: [
    f('title', 'Title'),
    f('date', 'Date', 'date'),
    f('location', 'Location'),
    f('body', 'Body', 'markdown', MARKDOWN_HELP),
    f('link', 'Link', 'url'),
    f('link_label', 'Link label'),
  ],
  items: {
    label: 'Related news',
    fields: [f('title', 'Title'), f('date', 'Date', 'date'), f('link', 'Link', 'url')],
  },
};
const customerFilter: SliceFormSpec = {
  label: 'Customer filter',
  primary: [f('heading', 'Heading')],
  items: { label: 'Filter', fields: [f('label', 'Label'), f('link', 'Link', 'url')] },
};
const customerCards: SliceFormSpec = {
  label: 'Customer cards',
  primary: [f('heading', 'Heading')],
  items: {
    label: 'Customer',
    fields: [
      f('name', 'Name'),
      f('summary', 'Summary', 'textarea'),
      f('industry', 'Industry'),
      f('link', 'Link', 'url'),
      f('logo', 'Logo', 'image'),
    ],
  },
};

/** The form of every slice type the site renders (legacy names share their current type's form). */
export const SLICE_FORMS: Readonly<Record<string, SliceFormSpec>> = {
  hero,
  herotext: { ...hero, label: 'Hero (text)' },
  customer_hero: { ...hero, label: 'Customer hero' },
  content: { ...richText, label: 'Content' },
  rich_text: richText,
  customercontent: { ...richText, label: 'Customer story' },
  text: { ...richText, label: 'Text' },
  feature_grid: featureGrid,
  features: featureGrid,
  logo_wall: logoWall,
  logos: logoWall,
  testimonial,
  quote: { ...testimonial, label: 'Quote' },
  stats,
  statistics: stats,
  pricing_table: pricingTable,
  pricing: pricingTable,
  faq,
  faqs: faq,
  cta: ctaBand,
  cta_band: ctaBand,
  image,
  image_with_caption: image,
  video,
  video_embed: video,
  pressnews: pressNews,
  customer_filter: customerFilter,
  customer_cards: customerCards,
};

/** Slice types offered by "Add slice" when the page type does not restrict them (one per kind, no legacy names). */
export const DEFAULT_SLICE_TYPES = [
  'hero',
  'rich_text',
  'feature_grid',
  'logo_wall',
  'testimonial',
  'stats',
  'pricing_table',
  'faq',
  'cta_band',
  'image',
  'video',
] as const;

/** The form of a slice type; an unknown type gets its fields as plain text inputs. */
export function sliceFormOf(type: string, primary: Record<string, unknown> = {}): SliceFormSpec {
  return (
    SLICE_FORMS[type] ?? {
      label: type,
      primary: Object.keys(primary)
        .filter((key) => typeof primary[key] === 'string' && !key.endsWith('_html'))
        .map((key) => f(key, key)),
    }
  );
}

/** The label of a slice type for menus and headings. */
export function sliceLabel(type: string): string {
  return SLICE_FORMS[type]?.label ?? type;
}
