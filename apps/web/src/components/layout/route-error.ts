// What the error pages of the app (Next.js `error.tsx` files) share: their props and the logging of the error.
import { useEffect } from 'react';

/** The props Next.js gives an error page. */
export type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Logs the error an error page shows, once per error. */
export function useLoggedError(error: Error) {
  useEffect(() => {
    console.error(error);
  }, [error]);
}
