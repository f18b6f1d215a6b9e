import type { PostItem } from '@reef/client';
import Link from '@/components/ui/link';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { displayName, formatDate } from '@/lib/format';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { PostTags } from './post-tags';
import { postTypeLabels } from './post-types';
import styles from '@/components/content/content-list.module.css';

/** A post in a list: its type, title (the link), description, author, date and tags. */
export async function PostListItem({
  post,
  headingLevel = 2,
  showType = false,
}: {
  post: PostItem;
  headingLevel?: 2 | 3;
  showType?: boolean;
}) {
  const t = await getT('marketing');
  const tc = await getT('common');
  const locale = await pageLocale();
  const Heading = `h${headingLevel}` as const;
  const date = post.published_at ?? post.created_at;
  return (
    <article className={styles.item}>
      {showType ? (
        <div className={styles.itemTop}>
          <ContentTypeLabel type="article">{postTypeLabels(t)[post.type].one}</ContentTypeLabel>
        </div>
      ) : null}
      <Heading className={styles.itemTitle}>
        {/* A post shown as written (no version in the page's language) says which language it is in. */}
        <Link href={post.path} lang={post.language !== locale ? post.language : undefined}>
          {post.title}
        </Link>
      </Heading>
      {post.description ? <p className={styles.itemText}>{post.description}</p> : null}
      <p className={styles.itemMeta}>
        <span>{displayName(post.author, tc('author_line.deleted_member'))}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={date}>{formatDate(date, locale)}</time>
      </p>
      <PostTags
        type={post.type}
        tags={post.tags.slice(0, 4)}
        label={t('posts.tags_of', { title: post.title })}
      />
    </article>
  );
}
