// Rich text: `content` (legal, community pages), `rich_text`, `customercontent` (customer stories) and the legacy
// `text`. The body is markdown the API renders and sanitizes (`body` → `body_html`); without a rendering (an admin
// preview, say) the source shows as plain paragraphs, never as markup.
import { ArticleBody } from '@/components/content/article-body';
import { z } from 'zod';
import { field, MARKDOWN_HELP, optionalText, renderedHtml, sliceShape, withAliases } from './fields';
import { SliceHeading, SliceTitle, subLevel } from './slice-heading';
import { defineSlice } from './types';
import styles from './slices.module.css';

const item = z.preprocess(
  withAliases({ title: ['heading', 'label'], text: ['description'] }),
  z.object({
    title: optionalText(200),
    text: optionalText(2000),
    body: optionalText(50_000),
    body_html: renderedHtml,
  }),
);

const schema = sliceShape(
  z.preprocess(
    withAliases({ heading: ['title'] }),
    z.object({ heading: optionalText(200), body: optionalText(100_000), body_html: renderedHtml }),
  ),
  item,
).refine(
  (slice) => Boolean(slice.primary.heading || slice.primary.body || slice.items.length > 0),
  'a rich-text slice needs a heading, a body or items',
);

/** Markdown source as paragraphs of plain text. */
export function PlainParagraphs({ source }: { source: string }) {
  return (
    <>
      {source
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

/** A rendered body, or its source as plain text. */
export function RichBody({ html, source, id }: { html?: string; source?: string; id: string }) {
  if (html) return <ArticleBody html={html} idPrefix={id} />;
  if (source) return <PlainParagraphs source={source} />;
  return null;
}

export const richTextSlice = defineSlice({
  types: ['content', 'rich_text', 'customercontent', 'text'],
  label: 'Rich text',
  typeLabels: { content: 'Content', customercontent: 'Customer story', text: 'Text' },
  fields: {
    primary: [field('heading', 'Heading'), field('body', 'Body', 'markdown', MARKDOWN_HELP)],
    items: {
      label: 'Section',
      fields: [
        field('title', 'Title'),
        field('text', 'Text', 'textarea'),
        field('body', 'Body', 'markdown', MARKDOWN_HELP),
      ],
    },
  },
  schema,
  headingOf: (data) => data.primary.heading,
  Component: ({ data, context }) => {
    const { heading, body, body_html } = data.primary;
    const level = subLevel(context.headingLevel);
    return (
      <div className={styles.richText}>
        <SliceTitle context={context}>{heading}</SliceTitle>
        <RichBody html={body_html} source={body} id={context.id} />
        {data.items.length > 0 ? (
          <ul className={styles.itemList}>
            {data.items.map((entry, index) => (
              <li key={index}>
                {entry.title ? <SliceHeading level={level}>{entry.title}</SliceHeading> : null}
                {entry.body_html || entry.body ? (
                  <RichBody html={entry.body_html} source={entry.body} id={`${context.id}-${index}`} />
                ) : entry.text ? (
                  <p>{entry.text}</p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  },
});
