import { postPath, type PostType, type TagSummary } from '@reef/core';
import { Tag } from '@/components/ui/tag/tag';
import styles from '@/components/content/content-list.module.css';

/** The index of a post type filtered by one tag (`/blog?tag=security`). */
export function postTagHref(type: PostType, tag: string): string {
  return `${postPath(type)}?${new URLSearchParams({ tag }).toString()}`;
}

/** Tags of a post, each linking to its type's index filtered by the tag. */
export function PostTags({
  type,
  tags,
  label,
}: {
  type: PostType;
  tags: TagSummary[];
  /** The list's name in the page's language ("Tags"). */
  label: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tagList} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Tag href={postTagHref(type, tag.slug)}>{tag.name}</Tag>
        </li>
      ))}
    </ul>
  );
}
