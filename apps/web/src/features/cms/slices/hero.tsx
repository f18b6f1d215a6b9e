// Hero: the opening band of a marketing page — eyebrow, title, a sentence, up to two buttons and an illustration.
// Also the customer story's `herotext` and the customers overview's `customer_hero`.
import { ButtonLink } from '@/components/ui/button/button-link';
import { ContentImage } from '@/components/ui/image/image';
import { z } from 'zod';
import { field, optionalHref, optionalText, primaryOnly, text, withAliases } from './fields';
import { SliceTitle } from './slice-heading';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = primaryOnly(
  z.preprocess(
    withAliases({
      title: ['heading'],
      text: ['subtitle', 'description', 'body', 'intro'],
      cta_label: ['button_label', 'link_label'],
      cta_link: ['cta_url', 'button_link', 'link'],
    }),
    z.object({
      eyebrow: optionalText(80),
      title: text(200),
      text: optionalText(600),
      cta_label: optionalText(60),
      cta_link: optionalHref,
      secondary_label: optionalText(60),
      secondary_link: optionalHref,
      image: optionalHref,
      image_alt: z.string().trim().max(300).optional(),
    }),
  ),
);

export const heroSlice = defineSlice({
  types: ['hero', 'herotext', 'customer_hero'],
  label: 'Hero',
  typeLabels: { herotext: 'Hero (text)', customer_hero: 'Customer hero' },
  fields: {
    primary: [
      field('eyebrow', 'Eyebrow'),
      field('title', 'Title'),
      field('text', 'Text', 'textarea'),
      field('cta_label', 'Button label'),
      field('cta_link', 'Button link', 'url'),
      field('secondary_label', 'Second link label'),
      field('secondary_link', 'Second link', 'url'),
      field('image', 'Image', 'image'),
      field('image_alt', 'Image description (alt text)'),
    ],
  },
  schema,
  isHero: true,
  headingOf: (data) => data.primary.title,
  Component: ({ data, context }) => {
    const p = data.primary;
    const onDark = context.tone === 'dark';
    const hasPrimary = p.cta_label && p.cta_link;
    const hasSecondary = p.secondary_label && p.secondary_link;
    return (
      <div
        className={[styles.hero, p.image && styles.heroWithImage, onDark && styles.onDark]
          .filter(Boolean)
          .join(' ')}
      >
        <div className={styles.heroText}>
          {p.eyebrow ? <p className={styles.eyebrow}>{p.eyebrow}</p> : null}
          <SliceTitle context={context} className={styles.heroTitle}>
            {p.title}
          </SliceTitle>
          {p.text ? <p className={styles.lead}>{p.text}</p> : null}
          {hasPrimary || hasSecondary ? (
            <div className={styles.actions}>
              {hasPrimary ? (
                <ButtonLink href={p.cta_link!} variant={onDark ? 'on-dark' : 'primary'}>
                  {p.cta_label}
                </ButtonLink>
              ) : null}
              {hasSecondary ? (
                <ButtonLink href={p.secondary_link!} variant="secondary">
                  {p.secondary_label}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
        </div>
        {p.image ? (
          <ContentImage
            src={p.image}
            alt={p.image_alt ?? ''}
            loading={context.headingLevel === 1 ? 'eager' : 'lazy'}
            className={styles.heroImage}
          />
        ) : null}
      </div>
    );
  },
});
