// Not found under /community (missing content, drafts for visitors): the layout stays, with ways forward. The page is
// the same for everyone (it is cached); the author of a held question or tutorial sees it in its place, read in the
// browser with their own token (HeldContentGate).
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';
import { HeldContentGate } from '@/features/review/held-content';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import styles from '@/components/layout/page.module.css';
import controls from '@/app/[locale]/community/list-controls.module.css';
import { inPageLanguage, pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { heldWords } from '@/features/review/review-words-server';
import { authorLineWords } from '@/components/content/author-line-words';

export default async function CommunityNotFound() {
  const t = await getT('frame');
  const tc = await getT('community');
  // This page is in every community page's data (the segment's not-found boundary): its held-content words go only
  // to pages in another language, English being the gate's own.
  const locale = await pageLocale();
  return (
    <HeldContentGate words={locale === 'en' ? undefined : heldWords(tc, locale, await authorLineWords())}>
      <Container className={styles.page} inner>
        <h1 className={styles.title}>{t('not_found.community_title')}</h1>
        <p className={styles.lede}>{t('not_found.community_lede')}</p>
        <form
          role="search"
          action={await inPageLanguage('/community/tutorials')}
          method="get"
          className={controls.searchRow}
          style={{ marginTop: 24 }}
        >
          <label htmlFor="not-found-search" className="visually-hidden">
            {t('not_found.search_label')}
          </label>
          <input
            id="not-found-search"
            name="q"
            type="search"
            placeholder={t('not_found.search_placeholder')}
          />
          <button type="submit" className={outlineLinkClassName()}>
            {t('not_found.search')}
          </button>
        </form>
        <ul className={styles.linkList}>
          <li>
            <Link href="/community">{t('not_found.community_home')}</Link>
          </li>
          <li>
            <Link href="/community/tutorials">{t('not_found.browse_tutorials')}</Link>
          </li>
          <li>
            <Link href="/community/questions">{t('not_found.browse_questions')}</Link>
          </li>
        </ul>
      </Container>
    </HeldContentGate>
  );
}
