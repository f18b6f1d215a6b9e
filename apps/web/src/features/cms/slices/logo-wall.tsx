// Logo wall: "trusted by" — customer or partner logos, each an image with the company's name as its alternative
// text, or the name set as a wordmark when there is no image; linked when the editor gave a link.
import { ContentImage } from '@/components/ui/image/image';
import { SmartLink } from '@/components/ui/smart-link';
import { z } from 'zod';
import { field, optionalHref, optionalText, sliceShape, text, withAliases } from './fields';
import { SliceTitle } from './slice-heading';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = sliceShape(
  z.preprocess(withAliases({ heading: ['title'] }), z.object({ heading: optionalText(200) })),
  z.preprocess(
    withAliases({ name: ['title', 'label', 'alt'], logo: ['image', 'src'], link: ['url'] }),
    z.object({ name: text(120), logo: optionalHref, link: optionalHref }),
  ),
).refine((slice) => slice.items.length > 0, 'a logo wall needs at least one logo');

export const logoWallSlice = defineSlice({
  types: ['logo_wall', 'logos'],
  label: 'Logo wall',
  fields: {
    primary: [field('heading', 'Heading')],
    items: {
      label: 'Logo',
      fields: [field('name', 'Name'), field('logo', 'Logo', 'image'), field('link', 'Link', 'url')],
    },
  },
  schema,
  headingOf: (data) => data.primary.heading,
  Component: ({ data, context }) => (
    <div className={styles.logoWall}>
      <SliceTitle context={context} className={styles.logoHeading}>
        {data.primary.heading}
      </SliceTitle>
      <ul className={styles.logos}>
        {data.items.map((entry, index) => {
          const mark = entry.logo ? (
            <ContentImage src={entry.logo} alt={entry.name} className={styles.logoImage} />
          ) : (
            <span className={styles.wordmark}>{entry.name}</span>
          );
          return <li key={index}>{entry.link ? <SmartLink href={entry.link}>{mark}</SmartLink> : mark}</li>;
        })}
      </ul>
    </div>
  ),
});
