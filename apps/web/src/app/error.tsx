'use client';
// Errors below the root layout render here, so the header and footer stay in place.
import { useLoggedError, type RouteErrorProps } from '@/components/layout/route-error';
import { Container } from '@/components/ui/container/container';

export default function ErrorPage({ error, reset }: RouteErrorProps) {
  useLoggedError(error);
  return (
    <Container>
      <h1>Something went wrong</h1>
      <p>We could not show this page. Please try again.</p>
      <button type="button" onClick={reset}>
        Try again
      </button>
    </Container>
  );
}
