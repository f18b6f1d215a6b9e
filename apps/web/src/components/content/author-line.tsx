import { userProfilePath, type UserSummary } from '@reef/core';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar/avatar';
import { displayName, formatDate } from '@/lib/format';
import styles from './author-line.module.css';

/** The date line's words: templates with `{date}` where the date goes ("Published {date}", "{date} 公開"). */
export type AuthorLineWords = {
  published: string;
  updated: string;
  /** The name of an author whose account is gone (displayName's English without it). */
  deletedMember?: string;
};

const ENGLISH: AuthorLineWords = { published: 'Published {date}', updated: 'Updated {date}' };

/** `template` around its `{date}`: the text before and after it. */
function aroundDate(template: string): [string, string] {
  const at = template.indexOf('{date}');
  return at < 0 ? [`${template} `, ''] : [template.slice(0, at), template.slice(at + 6)];
}

/** Avatar, linked author name and a date line (published / updated), in `locale` with `words` (English without). */
export function AuthorLine({
  author,
  published,
  updated,
  verb,
  extra,
  words = ENGLISH,
  locale,
}: {
  author: UserSummary | null;
  published?: string | null;
  updated?: string | null;
  /** The word before the first date ("Asked"), instead of `words.published`. */
  verb?: string;
  extra?: ReactNode;
  words?: AuthorLineWords;
  locale?: string;
}) {
  const isUpdatedLater = updated && published && formatDate(updated) !== formatDate(published);
  const [publishedBefore, publishedAfter] = verb ? [`${verb} `, ''] : aroundDate(words.published);
  const [updatedBefore, updatedAfter] = aroundDate(words.updated);
  return (
    <div className={styles.authorLine}>
      <Avatar user={author} size={36} />
      <div>
        <div className={styles.authorName}>
          {author ? (
            <Link href={userProfilePath(author.slug)}>{displayName(author)}</Link>
          ) : (
            displayName(author, words.deletedMember)
          )}
        </div>
        <div className={styles.dates}>
          {published ? (
            <>
              {publishedBefore}
              <time dateTime={published}>{formatDate(published, locale)}</time>
              {publishedAfter}
            </>
          ) : null}
          {isUpdatedLater ? (
            <>
              {' · '}
              {updatedBefore}
              <time dateTime={updated}>{formatDate(updated, locale)}</time>
              {updatedAfter}
            </>
          ) : null}
          {extra}
        </div>
      </div>
    </div>
  );
}
