// Testimonial: a customer's quote with who said it (name, role, company and an optional portrait).
import { ContentImage } from '@/components/ui/image/image';
import { z } from 'zod';
import { field, optionalHref, optionalText, primaryOnly, text, withAliases } from './fields';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = primaryOnly(
  z.preprocess(
    withAliases({ quote: ['text', 'body'], author: ['name', 'person'], avatar: ['image', 'portrait'] }),
    z.object({
      quote: text(1000),
      author: text(120),
      role: optionalText(120),
      company: optionalText(120),
      avatar: optionalHref,
    }),
  ),
);

export const testimonialSlice = defineSlice({
  types: ['testimonial', 'quote'],
  label: 'Testimonial',
  typeLabels: { quote: 'Quote' },
  fields: {
    primary: [
      field('quote', 'Quote', 'textarea'),
      field('author', 'Author'),
      field('role', 'Role'),
      field('company', 'Company'),
      field('avatar', 'Photo', 'image'),
    ],
  },
  schema,
  Component: ({ data }) => {
    const p = data.primary;
    const role = [p.role, p.company].filter(Boolean).join(', ');
    return (
      <figure className={styles.testimonial}>
        <blockquote className={styles.quote}>
          <p>{p.quote}</p>
        </blockquote>
        <figcaption className={styles.attribution}>
          {p.avatar ? <ContentImage src={p.avatar} alt="" className={styles.avatar} /> : null}
          <span>
            <span className={styles.author}>{p.author}</span>
            {role ? <span className={styles.role}>{role}</span> : null}
          </span>
        </figcaption>
      </figure>
    );
  },
});
