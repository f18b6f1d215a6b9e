// FAQ: questions that open to their answers (native <details>, no JavaScript), with the FAQPage structured data
// search engines read. An answer is plain text (`answer`) or markdown (`body`, rendered by the API as `body_html`).
import { JsonLd } from '@/components/content/json-ld';
import { Details } from '@/components/ui/details/details';
import { z } from 'zod';
import { field, MARKDOWN_HELP, optionalText, renderedHtml, sliceShape, text, withAliases } from './fields';
import { PlainParagraphs, RichBody } from './rich-text';
import { SliceTitle } from './slice-heading';
import { defineSlice } from './types';
import styles from './slices.module.css';

const schema = sliceShape(
  z.preprocess(withAliases({ heading: ['title'] }), z.object({ heading: optionalText(200) })),
  z
    .preprocess(
      withAliases({ question: ['title', 'q'], answer: ['text', 'a'] }),
      z.object({
        question: text(300),
        answer: optionalText(5000),
        body: optionalText(20_000),
        body_html: renderedHtml,
      }),
    )
    .refine((item) => Boolean(item.answer || item.body), 'every question needs an answer'),
).refine((slice) => slice.items.length > 0, 'an FAQ needs at least one question');

type FaqData = z.output<typeof schema>;

/** The FAQPage structured data of an FAQ (schema.org); answers as plain text. */
export function faqStructuredData(data: FaqData): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: data.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer ?? item.body ?? '' },
    })),
  };
}

export const faqSlice = defineSlice({
  types: ['faq', 'faqs'],
  label: 'FAQ',
  fields: {
    primary: [field('heading', 'Heading')],
    items: {
      label: 'Question',
      fields: [
        field('question', 'Question'),
        field('answer', 'Answer', 'textarea'),
        field('body', 'Long answer', 'markdown', MARKDOWN_HELP),
      ],
    },
  },
  schema,
  headingOf: (data, words) => data.primary.heading ?? words.faq,
  Component: ({ data, context }) => (
    <div className={styles.faq}>
      <SliceTitle context={context}>{data.primary.heading ?? context.words.faq}</SliceTitle>
      <ul className={styles.faqList}>
        {data.items.map((item, index) => (
          <li key={index}>
            <Details summary={item.question}>
              {item.body_html || item.body ? (
                <RichBody html={item.body_html} source={item.body} id={`${context.id}-${index}`} />
              ) : (
                <PlainParagraphs source={item.answer ?? ''} />
              )}
            </Details>
          </li>
        ))}
      </ul>
      <JsonLd data={faqStructuredData(data)} />
    </div>
  ),
});
