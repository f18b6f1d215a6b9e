'use client';
// Public runtime configuration, filled by the server layout at request time so operators can change it without
// rebuilding (no NEXT_PUBLIC_* inlining).
import { createContext, useContext, type ReactNode } from 'react';
import './zod-without-eval';

/** Values the browser may know: where the API and the site live, and the brand. */
export type RuntimeConfig = {
  /** API origin the browser calls (sign-in page, client islands). */
  apiUrl: string;
  /** The site's own public origin. */
  webUrl: string;
  /** The cloud control panel's referral registration endpoint (called with `refcode`), if any. */
  referralRegistrationUrl?: string;
};

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Makes the runtime configuration available to client components below it. */
export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

/** The runtime configuration; throws outside the provider so a missing wrapper is caught early. */
export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('useRuntimeConfig must be used within a RuntimeConfigProvider');
  return value;
}
