// Pricing table: plans side by side — name, price and period, a sentence, what is included, and a button; one
// plan may be highlighted ("Most popular").
import { ButtonLink } from '@/components/ui/button/button-link';
import { z } from 'zod';
import { field, flag, lines, optionalHref, optionalText, sliceShape, text, withAliases } from './fields';
import { SliceIntro, subLevel } from './slice-heading';
import { defineSlice } from './types';
import { fillWords } from '../words';
import styles from './slices.module.css';

const schema = sliceShape(
  z.preprocess(
    withAliases({ heading: ['title'], intro: ['text', 'description'] }),
    z.object({ heading: optionalText(200), intro: optionalText(600), note: optionalText(600) }),
  ),
  z.preprocess(
    withAliases({
      name: ['title', 'plan'],
      description: ['text', 'summary'],
      cta_link: ['link', 'url', 'cta_url'],
      cta_label: ['link_label', 'button'],
    }),
    z.object({
      name: text(80),
      price: text(40),
      period: optionalText(40),
      description: optionalText(400),
      features: lines.optional(),
      cta_label: optionalText(60),
      cta_link: optionalHref,
      highlighted: flag,
    }),
  ),
).refine((slice) => slice.items.length > 0, 'a pricing table needs at least one plan');

export const pricingTableSlice = defineSlice({
  types: ['pricing_table', 'pricing'],
  label: 'Pricing table',
  fields: {
    primary: [
      field('heading', 'Heading'),
      field('intro', 'Introduction', 'textarea'),
      field('note', 'Note', 'textarea'),
    ],
    items: {
      label: 'Plan',
      fields: [
        field('name', 'Name'),
        field('price', 'Price'),
        field('period', 'Period'),
        field('description', 'Description', 'textarea'),
        field('features', 'Features', 'textarea', 'One feature per line'),
        field('cta_label', 'Button label'),
        field('cta_link', 'Button link', 'url'),
        field('highlighted', 'Highlighted', 'boolean'),
      ],
    },
  },
  schema,
  headingOf: (data) => data.primary.heading,
  Component: ({ data, context }) => {
    const p = data.primary;
    const level = p.heading ? subLevel(context.headingLevel) : context.headingLevel;
    const PlanHeading = `h${level}` as 'h3';
    return (
      <div>
        <SliceIntro context={context} heading={p.heading} intro={p.intro} />
        <ul className={styles.plans}>
          {data.items.map((plan, index) => (
            <li
              key={index}
              className={[styles.plan, plan.highlighted && styles.planHighlighted].filter(Boolean).join(' ')}
            >
              {plan.highlighted ? <p className={styles.planBadge}>{context.words.mostPopular}</p> : null}
              <PlanHeading className={styles.planName}>{plan.name}</PlanHeading>
              <p className={styles.planPrice}>
                <span className={styles.planAmount}>{plan.price}</span>
                {plan.period ? <span className={styles.muted}> {plan.period}</span> : null}
              </p>
              {plan.description ? <p>{plan.description}</p> : null}
              {plan.features && plan.features.length > 0 ? (
                <ul
                  className={styles.checkList}
                  aria-label={fillWords(context.words.includedIn, { name: plan.name })}
                >
                  {plan.features.map((feature, featureIndex) => (
                    <li key={featureIndex}>{feature}</li>
                  ))}
                </ul>
              ) : null}
              {plan.cta_label && plan.cta_link ? (
                <ButtonLink href={plan.cta_link} variant={plan.highlighted ? 'primary' : 'secondary'}>
                  {plan.cta_label}
                  <span className={styles.visuallyHidden}> ({plan.name})</span>
                </ButtonLink>
              ) : null}
            </li>
          ))}
        </ul>
        {p.note ? <p className={styles.muted}>{p.note}</p> : null}
      </div>
    );
  },
});
