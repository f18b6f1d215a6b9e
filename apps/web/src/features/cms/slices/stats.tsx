// Stats: a row of big numbers with what they count ("99.99% uptime SLA").
import { z } from 'zod';
import { field, optionalText, sliceShape, text, withAliases } from './fields';
import { SliceTitle } from './slice-heading';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = sliceShape(
  z.preprocess(withAliases({ heading: ['title'] }), z.object({ heading: optionalText(200) })),
  z.preprocess(
    withAliases({ value: ['number', 'stat'], label: ['text', 'description', 'title'] }),
    z.object({ value: text(40), label: text(200) }),
  ),
).refine((slice) => slice.items.length > 0, 'stats need at least one number');

export const statsSlice = defineSlice({
  types: ['stats', 'statistics'],
  label: 'Stats',
  fields: {
    primary: [field('heading', 'Heading')],
    items: { label: 'Figure', fields: [field('value', 'Value'), field('label', 'Label')] },
  },
  schema,
  headingOf: (data) => data.primary.heading,
  Component: ({ data, context }) => (
    <div>
      <SliceTitle context={context}>{data.primary.heading}</SliceTitle>
      <ul className={styles.stats}>
        {data.items.map((entry, index) => (
          <li key={index} className={styles.stat}>
            <span className={styles.statValue}>{entry.value}</span>
            <span className={styles.statLabel}>{entry.label}</span>
          </li>
        ))}
      </ul>
    </div>
  ),
});
