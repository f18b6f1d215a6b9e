// Feature grid: a heading, an introduction and a grid of features (title, a sentence or two, an optional link).
import { SmartLink } from '@/components/ui/smart-link';
import { z } from 'zod';
import { field, optionalHref, optionalText, sliceShape, text, withAliases } from './fields';
import { SliceIntro, subLevel } from './slice-heading';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = sliceShape(
  z.preprocess(
    withAliases({ heading: ['title'], intro: ['text', 'description'] }),
    z.object({ eyebrow: optionalText(80), heading: optionalText(200), intro: optionalText(600) }),
  ),
  z.preprocess(
    withAliases({ title: ['heading', 'name'], text: ['description', 'body'], link: ['url'] }),
    z.object({ title: text(120), text: optionalText(600), link: optionalHref, link_label: optionalText(60) }),
  ),
).refine((slice) => slice.items.length > 0, 'a feature grid needs at least one feature');

export const featureGridSlice = defineSlice({
  types: ['feature_grid', 'features'],
  label: 'Feature grid',
  fields: {
    primary: [
      field('eyebrow', 'Eyebrow'),
      field('heading', 'Heading'),
      field('intro', 'Introduction', 'textarea'),
    ],
    items: {
      label: 'Feature',
      fields: [
        field('title', 'Title'),
        field('text', 'Text', 'textarea'),
        field('link', 'Link', 'url'),
        field('link_label', 'Link label'),
      ],
    },
  },
  schema,
  headingOf: (data) => data.primary.heading,
  Component: ({ data, context }) => {
    const p = data.primary;
    const level = p.heading ? subLevel(context.headingLevel) : context.headingLevel;
    const ItemHeading = `h${level}` as 'h3';
    return (
      <div>
        <SliceIntro context={context} eyebrow={p.eyebrow} heading={p.heading} intro={p.intro} />
        <ul className={styles.featureGrid}>
          {data.items.map((entry, index) => (
            <li key={index} className={styles.feature}>
              <span className={styles.featureMark} aria-hidden="true" />
              <ItemHeading className={styles.featureTitle}>{entry.title}</ItemHeading>
              {entry.text ? <p>{entry.text}</p> : null}
              {entry.link ? (
                <SmartLink href={entry.link} className={styles.arrowLink}>
                  {entry.link_label ?? context.words.learnMore}
                  <span className={styles.visuallyHidden}> about {entry.title}</span>
                </SmartLink>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  },
});
