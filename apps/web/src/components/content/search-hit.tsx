import type { SearchHitItem } from '@reef/client';
import Link from '@/components/ui/link';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { displayName, formatDate } from '@/lib/format';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { searchSubTypeName, typeNames, type TypeNames } from './type-names';
import { muteMarks } from './mute-marks';
import styles from './content-list.module.css';

/** Kinds the site publishes itself (content-and-presentation §2): no member wrote them. */
const SITE_TYPES = new Set(['post', 'static_page']);

/** What a hit's label says: a tutorial's subtype, a post's type ("Blog post", "Video"), else its kind. */
function labelOf(hit: SearchHitItem, names: TypeNames): string {
  if (hit.type === 'tutorial' && hit.sub_type) return names.subtype(hit.sub_type);
  if (hit.type === 'post' && hit.sub_type) return searchSubTypeName(names, hit.sub_type);
  return names.kind(hit.type);
}

/** One search result. Title and snippet come from the API with matches in `<mark>` and everything else escaped. */
export async function SearchHit({ hit }: { hit: SearchHitItem }) {
  const locale = await pageLocale();
  const label = labelOf(hit, await typeNames());
  // The site's own posts and pages name an author only when they have one; a member's content always does.
  const tc = await getT('common');
  const byline =
    hit.author || !SITE_TYPES.has(hit.type)
      ? displayName(hit.author, tc('author_line.deleted_member'))
      : null;
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
        {hit.published_at ? (
          <time dateTime={hit.published_at}>{formatDate(hit.published_at, locale)}</time>
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
