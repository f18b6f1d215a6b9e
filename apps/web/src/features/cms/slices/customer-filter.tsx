// Customer filter (`customer_filter`, customers overview): the industries or sizes the customer stories come in,
// as a row of tags — links when the editor gave one (a filtered list, an anchor), plain labels otherwise.
import { Tag } from '@/components/ui/tag/tag';
import { z } from 'zod';
import { optionalHref, optionalText, sliceShape, text, withAliases } from './fields';
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
  schema,
  Component: ({ data, context }) => (
    <nav aria-label={data.primary.heading ?? 'Customer stories by industry'} id={`${context.id}-filter`}>
      <ul className={styles.tagRow}>
        {data.items.map((entry, index) => (
          <li key={index}>
            <Tag href={entry.link && entry.link.startsWith('/') ? entry.link : undefined}>{entry.label}</Tag>
          </li>
        ))}
      </ul>
    </nav>
  ),
});
