'use client';
// Errors below the root layout render here, so the header and footer stay in place: one boundary for the whole site
// (the community's own copy cost every community page 0.7 KB of script), with a retry and a way home. Its words come
// from the root layout (error-page-words.tsx): the page's language, English when none is provided.
import Link from '@/components/ui/link';
import { useLoggedError, type RouteErrorProps } from '@/components/layout/route-error';
import { useErrorPageWords } from '@/components/layout/error-page-words';
import { Container } from '@/components/ui/container/container';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import { withLinks } from '@/lib/with-links';
import styles from '@/components/layout/page.module.css';

export default function ErrorPage({ error, reset }: RouteErrorProps) {
  useLoggedError(error);
  const w = useErrorPageWords();
  return (
    <Container className={styles.page} inner>
      <h1 className={styles.title}>{w.title}</h1>
      <p className={styles.lede}>{w.text}</p>
      <p>
        <button type="button" className={outlineLinkClassName()} onClick={reset}>
          {w.tryAgain}
        </button>{' '}
        {withLinks(w.goHome, (key, words) => (
          <Link key={key} href="/community">
            {words}
          </Link>
        ))}
      </p>
    </Container>
  );
}
