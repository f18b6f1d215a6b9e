// Not found under /community (missing content, drafts for visitors): the layout stays, with ways forward. The page is
// the same for everyone (it is cached); the author of a held question or tutorial sees it in its place, read in the
// browser with their own token (HeldContentGate).
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';
import { HeldContentGate } from '@/features/review/held-content';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import styles from '@/components/layout/page.module.css';
import controls from '@/app/[locale]/community/list-controls.module.css';
import { inPageLanguage } from '@/i18n/page-locale';

export default async function CommunityNotFound() {
  return (
    <HeldContentGate>
      <Container className={styles.page} inner>
        <h1 className={styles.title}>We could not find that page</h1>
        <p className={styles.lede}>It may have moved, been unpublished, or the link may be mistyped.</p>
        <form
          role="search"
          action={await inPageLanguage('/community/tutorials')}
          method="get"
          className={controls.searchRow}
          style={{ marginTop: 24 }}
        >
          <label htmlFor="not-found-search" className="visually-hidden">
            Search the community
          </label>
          <input id="not-found-search" name="q" type="search" placeholder="Search tutorials and questions" />
          <button type="submit" className={outlineLinkClassName()}>
            Search
          </button>
        </form>
        <ul className={styles.linkList}>
          <li>
            <Link href="/community">Community home</Link>
          </li>
          <li>
            <Link href="/community/tutorials">Browse tutorials</Link>
          </li>
          <li>
            <Link href="/community/questions">Browse questions</Link>
          </li>
        </ul>
      </Container>
    </HeldContentGate>
  );
}
