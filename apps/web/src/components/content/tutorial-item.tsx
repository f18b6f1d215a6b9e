import type { TutorialItem } from '@reef/client';
import { contentPath } from '@reef/core';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { countLabel, displayName, formatDate, subtypeLabel } from '@/lib/format';
import { StaticRegion } from '@/components/layout/static-region';
import { regionName } from '@/components/layout/static-region-name';
import { muteMarks } from './mute-marks';
import { rawHtmlKey } from './raw-html-marker';
import { TagList } from './tag-list';
import styles from './content-list.module.css';

/** A tutorial in a list: type, title, description, author, date and tags. */
export function TutorialListItem({
  tutorial,
  headingLevel = 3,
}: {
  tutorial: TutorialItem;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const date = tutorial.published_at ?? tutorial.created_at;
  return (
    <article className={styles.item} {...muteMarks(tutorial.author, tutorial.tags)}>
      <div className={styles.itemTop}>
        <ContentTypeLabel type={tutorial.sub_type}>{subtypeLabel(tutorial.sub_type)}</ContentTypeLabel>
        {tutorial.state === 'deprecated' ? <span className={styles.badge}>Deprecated</span> : null}
      </div>
      <Heading className={styles.itemTitle}>
        <Link href={contentPath('tutorial', tutorial.slug)}>{tutorial.title}</Link>
      </Heading>
      {tutorial.description ? <p className={styles.itemText}>{tutorial.description}</p> : null}
      <p className={styles.itemMeta}>
        <span>{displayName(tutorial.author)}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={date}>{formatDate(date)}</time>
        {tutorial.upvotes_count > 0 ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>{countLabel(tutorial.upvotes_count, 'upvote')}</span>
          </>
        ) : null}
      </p>
      <TagList tags={tutorial.tags.slice(0, 4)} />
    </article>
  );
}

/** Tutorials as a list, each a `TutorialListItem`. */
export function TutorialList({
  tutorials,
  after,
}: {
  tutorials: readonly TutorialItem[];
  /** Rendered right after the list, to act on it: a list page's mute filter (features/follows/muted-filter.tsx). */
  after?: ReactNode;
}) {
  return (
    <>
      {/* HTML and links only: a stored page carries the list once (static-region.tsx). */}
      <StaticRegion
        as="ul"
        region={regionName(
          `tutorials-${rawHtmlKey(tutorials.map((item) => `${item.id}:${item.title}`).join('|'))}`,
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
