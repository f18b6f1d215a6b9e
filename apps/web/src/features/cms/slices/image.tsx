// Image with caption: a figure, its alternative text required (empty for a decorative image) and an optional
// caption and link.
import { ContentImage } from '@/components/ui/image/image';
import { SmartLink } from '@/components/ui/smart-link';
import { z } from 'zod';
import { field, href, optionalHref, optionalText, primaryOnly, withAliases } from './fields';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = primaryOnly(
  z.preprocess(
    withAliases({ image: ['src', 'url'], caption: ['text', 'title'] }),
    z.object({
      image: href,
      alt: z.string().trim().max(300),
      caption: optionalText(500),
      link: optionalHref,
      width: z.coerce.number().int().min(1).max(4000).optional(),
      height: z.coerce.number().int().min(1).max(4000).optional(),
    }),
  ),
);

export const imageSlice = defineSlice({
  types: ['image', 'image_with_caption'],
  label: 'Image with caption',
  fields: {
    primary: [
      field('image', 'Image', 'image'),
      field('alt', 'Description (alt text)'),
      field('caption', 'Caption'),
      field('link', 'Link', 'url'),
    ],
  },
  schema,
  Component: ({ data }) => {
    const p = data.primary;
    const img = (
      <ContentImage
        src={p.image}
        alt={p.alt}
        width={p.width}
        height={p.height}
        className={styles.figureImage}
      />
    );
    return (
      <figure className={styles.figure}>
        {p.link ? <SmartLink href={p.link}>{img}</SmartLink> : img}
        {p.caption ? <figcaption className={styles.caption}>{p.caption}</figcaption> : null}
      </figure>
    );
  },
});
