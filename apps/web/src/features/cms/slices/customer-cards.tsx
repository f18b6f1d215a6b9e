// Customer cards (`customer_cards`, customers overview): one card per customer story, with its logo, industry and
// a sentence, linking to the story.
import { Card } from '@/components/ui/card/card';
import { z } from 'zod';
import { field, optionalHref, optionalText, sliceShape, text, withAliases } from './fields';
import { SliceTitle, subLevel } from './slice-heading';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = sliceShape(
  z.preprocess(withAliases({ heading: ['title'] }), z.object({ heading: optionalText(200) })),
  z.preprocess(
    withAliases({
      name: ['title', 'company'],
      summary: ['text', 'description'],
      link: ['url'],
      logo: ['image'],
    }),
    z.object({
      name: text(120),
      summary: optionalText(400),
      industry: optionalText(80),
      link: optionalHref,
      logo: optionalHref,
    }),
  ),
).refine((slice) => slice.items.length > 0, 'customer cards need at least one customer');

export const customerCardsSlice = defineSlice({
  types: ['customer_cards'],
  label: 'Customer cards',
  fields: {
    primary: [field('heading', 'Heading')],
    items: {
      label: 'Customer',
      fields: [
        field('name', 'Name'),
        field('summary', 'Summary', 'textarea'),
        field('industry', 'Industry'),
        field('link', 'Link', 'url'),
        field('logo', 'Logo', 'image'),
      ],
    },
  },
  schema,
  headingOf: (data) => data.primary.heading,
  Component: ({ data, context }) => {
    const level = data.primary.heading ? subLevel(context.headingLevel) : 2;
    return (
      <div>
        <SliceTitle context={context}>{data.primary.heading}</SliceTitle>
        <ul className={styles.cardGrid}>
          {data.items.map((entry, index) => (
            <li key={index} data-customer-industry={entry.industry?.toLowerCase() ?? ''}>
              <Card
                title={entry.name}
                titleLevel={level}
                link={entry.link}
                eyebrow={entry.industry}
                image={entry.logo ? { src: entry.logo, alt: '' } : undefined}
                filled
              >
                {entry.summary}
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  },
});
