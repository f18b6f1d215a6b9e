// Customer filter (`customer_filter`, customers overview): the industries the customer stories come in, as a row of
// tags. Without links, the tags are toggle buttons that show only the customer cards of that industry (a small
// client island); when the editor gave links (a filtered list elsewhere), they are links.
import { Tag } from '@/components/ui/tag/tag';
import { CustomerFilterButtons } from './customer-filter-buttons';
import { z } from 'zod';
import { field, optionalHref, optionalText, sliceShape, text, withAliases } from './fields';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = sliceShape(
  z.preprocess(withAliases({ heading: ['title', 'label'] }), z.object({ heading: optionalText(120) })),
  z.preprocess(
    withAliases({ label: ['name', 'title'], link: ['url', 'href'] }),
    z.object({ label: text(80), link: optionalHref }),
  ),
).refine((slice) => slice.items.length > 0, 'a customer filter needs at least one item');

export const customerFilterSlice = defineSlice({
  types: ['customer_filter'],
  label: 'Customer filter',
  fields: {
    primary: [field('heading', 'Heading')],
    items: { label: 'Filter', fields: [field('label', 'Label'), field('link', 'Link', 'url')] },
  },
  schema,
  Component: ({ data, context }) => {
    const label = data.primary.heading ?? context.words.storiesByIndustry;
    if (data.items.every((entry) => !entry.link)) {
      const { all, noStories, stories, locale } = context.words;
      return (
        <CustomerFilterButtons
          label={label}
          labels={data.items.map((entry) => entry.label)}
          words={{ all, noStories, stories, locale }}
        />
      );
    }
    return (
      <nav aria-label={label} id={`${context.id}-filter`}>
        <ul className={styles.tagRow}>
          {data.items.map((entry, index) => (
            <li key={index}>
              <Tag href={entry.link}>{entry.label}</Tag>
            </li>
          ))}
        </ul>
      </nav>
    );
  },
});
