'use client';
// Errors below the root layout render here, so the header and footer stay in place: one boundary for the whole site
// (the community's own copy cost every community page 0.7 KB of script), with a retry and a way home.
import Link from '@/components/ui/link';
import { useLoggedError, type RouteErrorProps } from '@/components/layout/route-error';
import { Container } from '@/components/ui/container/container';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import styles from '@/components/layout/page.module.css';

export default function ErrorPage({ error, reset }: RouteErrorProps) {
  useLoggedError(error);
  return (
    <Container className={styles.page} inner>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.lede}>
        This page could not be loaded right now. It is not your fault; please try again in a moment.
      </p>
      <p>
        <button type="button" className={outlineLinkClassName()} onClick={reset}>
          Try again
        </button>{' '}
        or go to the <Link href="/community">community home</Link>.
      </p>
    </Container>
  );
}
