// Call-to-action band (`cta`, `cta_band`): the design system's call-to-action block — a title, a sentence, one
// button and a disclaimer on a dark band.
import { CallToAction } from '@/components/ui/call-to-action/call-to-action';
import { z } from 'zod';
import { field, optionalHref, optionalText, primaryOnly, text, withAliases } from './fields';
import { defineSlice } from './types';

const schema = primaryOnly(
  z.preprocess(
    withAliases({
      title: ['heading'],
      text: ['body', 'description'],
      link_label: ['cta_label', 'button_label', 'label'],
      link: ['cta_url', 'cta_link', 'url', 'href'],
    }),
    z.object({
      title: text(200),
      text: optionalText(600),
      link_label: optionalText(60),
      link: optionalHref,
      disclaimer: optionalText(300),
    }),
  ),
);

export const ctaBandSlice = defineSlice({
  types: ['cta', 'cta_band'],
  label: 'Call to action',
  fields: {
    primary: [
      field('title', 'Title'),
      field('text', 'Text', 'textarea'),
      field('link_label', 'Link label'),
      field('link', 'Link', 'url'),
      field('disclaimer', 'Disclaimer'),
    ],
  },
  schema,
  headingOf: (data) => data.primary.title,
  Component: ({ data, context }) => {
    const p = data.primary;
    return (
      <CallToAction
        title={<span id={`${context.id}-title`}>{p.title}</span>}
        headingLevel={2}
        body={p.text}
        disclaimer={p.disclaimer}
        link={p.link && p.link_label ? { href: p.link, label: p.link_label } : undefined}
      />
    );
  },
});
