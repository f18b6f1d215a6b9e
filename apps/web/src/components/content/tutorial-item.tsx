import type { TutorialItem } from '@reef/client';
import { contentPath } from '@reef/core';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { displayName, formatDate } from '@/lib/format';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { typeNames } from './type-names';
import { StaticRegion } from '@/components/layout/static-region';
import { regionName } from '@/components/layout/static-region-name';
import { muteMarks } from './mute-marks';
import { rawHtmlKey } from './raw-html-key';
import { TagList } from './tag-list';
import styles from './content-list.module.css';

/** A tutorial in a list: type, title, description, author, date and tags. */
export async function TutorialListItem({
  tutorial,
  headingLevel = 3,
}: {
  tutorial: TutorialItem;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const date = tutorial.published_at ?? tutorial.created_at;
  const locale = await pageLocale();
  const t = await getT('common', locale);
  const names = await typeNames();
  return (
    <article className={styles.item} {...muteMarks(tutorial.author, tutorial.tags)}>
      <div className={styles.itemTop}>
        <ContentTypeLabel type={tutorial.sub_type}>{names.subtype(tutorial.sub_type)}</ContentTypeLabel>
        {tutorial.state === 'deprecated' ? (
          <span className={styles.badge}>{t('tutorial_item.deprecated')}</span>
        ) : null}
      </div>
      <Heading className={styles.itemTitle}>
        <Link href={contentPath('tutorial', tutorial.slug)}>{tutorial.title}</Link>
      </Heading>
      {tutorial.description ? <p className={styles.itemText}>{tutorial.description}</p> : null}
      <p className={styles.itemMeta}>
        <span>{displayName(tutorial.author, t('author_line.deleted_member'))}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={date}>{formatDate(date, locale)}</time>
        {tutorial.upvotes_count > 0 ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>{t('tutorial_item.upvotes', { count: tutorial.upvotes_count })}</span>
          </>
        ) : null}
      </p>
      <TagList tags={tutorial.tags.slice(0, 4)} label={t('tags.label')} />
    </article>
  );
}

/** Tutorials as a list, each a `TutorialListItem`. */
export async function TutorialList({
  tutorials,
  after,
}: {
  tutorials: readonly TutorialItem[];
  /** Rendered right after the list, to act on it: a list page's mute filter (features/follows/muted-filter.tsx). */
  after?: ReactNode;
}) {
  const locale = await pageLocale();
  return (
    <>
      {/* HTML and links only: a stored page carries the list once (static-region.tsx). */}
      <StaticRegion
        as="ul"
        region={regionName(
          `tutorials-${locale}-${rawHtmlKey(tutorials.map((item) => `${item.id}:${item.title}`).join('|'))}`,
        )}
        className={styles.list}
      >
        {tutorials.map((tutorial) => (
          <li key={tutorial.id}>
            <TutorialListItem tutorial={tutorial} />
          </li>
        ))}
      </StaticRegion>
      {after}
    </>
  );
}
