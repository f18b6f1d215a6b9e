import type { SearchHitItem } from '@reef/client';
import Link from '@/components/ui/link';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { displayName, formatDate, searchSubTypeLabel, subtypeLabel } from '@/lib/format';
import { muteMarks } from './mute-marks';
import styles from './content-list.module.css';

const TYPE_LABELS: Record<string, string> = {
  tutorial: 'Tutorial',
  question: 'Question',
  tutorial_series: 'Series',
  tool: 'Tool',
  post: 'Post',
  static_page: 'Page',
};

/** Kinds the site publishes itself (content-and-presentation §2): no member wrote them. */
const SITE_TYPES = new Set(['post', 'static_page']);

/** What a hit's label says: a tutorial's subtype, a post's type ("Blog post", "Video"), else its kind. */
function labelOf(hit: SearchHitItem): string {
  if (hit.type === 'tutorial' && hit.sub_type) return subtypeLabel(hit.sub_type);
  if (hit.type === 'post' && hit.sub_type) return searchSubTypeLabel(hit.sub_type);
  return TYPE_LABELS[hit.type] ?? hit.type;
}

/** One search result. Title and snippet come from the API with matches in `<mark>` and everything else escaped. */
export function SearchHit({ hit }: { hit: SearchHitItem }) {
  const label = labelOf(hit);
  // The site's own posts and pages name an author only when they have one; a member's content always does.
  const byline = hit.author || !SITE_TYPES.has(hit.type) ? displayName(hit.author) : null;
  return (
    <article className={styles.item} {...muteMarks(hit.author, hit.tags)}>
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
        {byline === null ? null : <span>{byline}</span>}
        {byline !== null && hit.published_at ? <span aria-hidden="true"> · </span> : null}
        {hit.published_at ? <time dateTime={hit.published_at}>{formatDate(hit.published_at)}</time> : null}
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
