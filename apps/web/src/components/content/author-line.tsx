import { userProfilePath, type UserSummary } from '@reef/core';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar/avatar';
import { displayName, formatDate } from '@/lib/format';
import styles from './author-line.module.css';

/** Avatar, linked author name and a date line (published / updated). */
export function AuthorLine({
  author,
  published,
  updated,
  verb = 'Published',
  extra,
}: {
  author: UserSummary | null;
  published?: string | null;
  updated?: string | null;
  verb?: string;
  extra?: ReactNode;
}) {
  const isUpdatedLater = updated && published && formatDate(updated) !== formatDate(published);
  return (
    <div className={styles.authorLine}>
      <Avatar user={author} size={36} />
      <div>
        <div className={styles.authorName}>
          {author ? (
            <Link href={userProfilePath(author.slug)}>{displayName(author)}</Link>
          ) : (
            displayName(author)
          )}
        </div>
        <div className={styles.dates}>
          {published ? (
            <>
              {verb} <time dateTime={published}>{formatDate(published)}</time>
            </>
          ) : null}
          {isUpdatedLater ? (
            <>
              {' · '}Updated <time dateTime={updated}>{formatDate(updated)}</time>
            </>
          ) : null}
          {extra}
        </div>
      </div>
    </div>
  );
}
