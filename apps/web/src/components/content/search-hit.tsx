import type { SearchHitItem } from '@reef/client';
import Link from 'next/link';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { displayName, formatDate, subtypeLabel } from '@/lib/format';
import styles from './content-list.module.css';

const TYPE_LABELS: Record<string, string> = {
  tutorial: 'Tutorial',
  question: 'Question',
  tutorial_series: 'Series',
  tool: 'Tool',
};

/** One search result. Title and snippet come from the API with matches in `<mark>` and everything else escaped. */
export function SearchHit({ hit }: { hit: SearchHitItem }) {
  const label =
    hit.type === 'tutorial' && hit.sub_type
      ? subtypeLabel(hit.sub_type)
      : (TYPE_LABELS[hit.type] ?? hit.type);
  return (
    <article className={styles.item}>
      <div className={styles.itemTop}>
        <ContentTypeLabel type={hit.type === 'tutorial' && hit.sub_type ? hit.sub_type : hit.type}>
          {label}
        </ContentTypeLabel>
      </div>
      <h2 className={styles.itemTitle}>
        <Link
          href={hit.url}
          dangerouslySetInnerHTML={{ __html: hit.title_highlighted || escapeText(hit.title) }}
        />
      </h2>
      {hit.snippet ? (
        <p className={styles.itemText} dangerouslySetInnerHTML={{ __html: hit.snippet }} />
      ) : null}
      <p className={styles.itemMeta}>
        <span>{displayName(hit.author)}</span>
        {hit.published_at ? (
          <>
            <span aria-hidden="true"> · </span>
            <time dateTime={hit.published_at}>{formatDate(hit.published_at)}</time>
          </>
        ) : null}
      </p>
    </article>
  );
}

function escapeText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
