import { contentPath } from '@reef/core';
import type { TagSummary } from '@reef/core';
import { Tag } from '@/components/ui/tag/tag';
import styles from './content-list.module.css';

/** Tags of an item, each linking to its tag page. */
export function TagList({ tags, label = 'Tags' }: { tags: TagSummary[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tagList} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Tag href={contentPath('tag', tag.slug)}>{tag.name}</Tag>
        </li>
      ))}
    </ul>
  );
}
