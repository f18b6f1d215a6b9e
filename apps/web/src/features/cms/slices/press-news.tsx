// Press news (`pressnews`, the only slice press pages allow): a dated release with its dateline, body, a link to
// the full release and a list of related news.
import { SmartLink } from '@/components/ui/smart-link';
import { z } from 'zod';
import {
  field,
  MARKDOWN_HELP,
  optionalHref,
  optionalText,
  renderedHtml,
  sliceShape,
  text,
  withAliases,
} from './fields';
import { RichBody } from './rich-text';
import { SliceHeading, SliceTitle, subLevel } from './slice-heading';
import { defineSlice } from './types';
import styles from './slices.module.css';

const isoDate = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.iso.date().optional(),
);

const schema = sliceShape(
  z.preprocess(
    withAliases({ title: ['heading'], link: ['url'] }),
    z.object({
      title: text(200),
      date: isoDate,
      location: optionalText(100),
      body: optionalText(100_000),
      body_html: renderedHtml,
      link: optionalHref,
      link_label: optionalText(80),
    }),
  ),
  z.preprocess(
    withAliases({ title: ['heading', 'label'], link: ['url'] }),
    z.object({ title: text(200), date: isoDate, link: optionalHref }),
  ),
);

function formatDate(date: string, locale: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-US' : locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const pressNewsSlice = defineSlice({
  types: ['pressnews'],
  label: 'Press release',
  fields: {
    primary: [
      field('title', 'Title'),
      field('date', 'Date', 'date'),
      field('location', 'Location'),
      field('body', 'Body', 'markdown', MARKDOWN_HELP),
      field('link', 'Link', 'url'),
      field('link_label', 'Link label'),
    ],
    items: {
      label: 'Related news',
      fields: [field('title', 'Title'), field('date', 'Date', 'date'), field('link', 'Link', 'url')],
    },
  },
  schema,
  headingOf: (data) => data.primary.title,
  Component: ({ data, context }) => {
    const p = data.primary;
    return (
      <article className={styles.press} aria-labelledby={`${context.id}-title`}>
        <header>
          {p.date || p.location ? (
            <p className={styles.dateline}>
              {p.location ? <span>{p.location}</span> : null}
              {p.date ? <time dateTime={p.date}>{formatDate(p.date, context.words.locale)}</time> : null}
            </p>
          ) : null}
          <SliceTitle context={context}>{p.title}</SliceTitle>
        </header>
        <RichBody html={p.body_html} source={p.body} id={context.id} />
        {p.link ? (
          <p>
            <SmartLink href={p.link} className={styles.arrowLink}>
              {p.link_label ?? context.words.readRelease}
            </SmartLink>
          </p>
        ) : null}
        {data.items.length > 0 ? (
          <section aria-labelledby={`${context.id}-more`} className={styles.pressMore}>
            <SliceHeading level={subLevel(context.headingLevel)} id={`${context.id}-more`}>
              {context.words.moreNews}
            </SliceHeading>
            <ul className={styles.linkList}>
              {data.items.map((entry, index) => (
                <li key={index}>
                  {entry.link ? <SmartLink href={entry.link}>{entry.title}</SmartLink> : entry.title}
                  {entry.date ? (
                    <>
                      {' '}
                      <time dateTime={entry.date} className={styles.muted}>
                        {formatDate(entry.date, context.words.locale)}
                      </time>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    );
  },
});
