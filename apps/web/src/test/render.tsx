// Renders components inside the providers of the root layout, with a scripted API behind `fetch`.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { SessionProvider } from '@/features/auth/session-provider';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { RuntimeConfigProvider, type RuntimeConfig } from '@/lib/runtime-config';
import { setPathname } from './navigation-mock';
import { HeaderWordsProvider } from '@/components/layout/header/header-words';
import { headerWordsOf } from '@/components/layout/header/header-words-server';
import { translatorOf } from '@/i18n/translate';
import { LocaleProvider } from '@/i18n/locale-context';
import { localizedPath, type SiteLocale } from '@/i18n/locale-path';

/** The header's words as the English pages have them (the root layout provides them). */
export const ENGLISH_HEADER_WORDS = headerWordsOf(translatorOf('header', 'en'));

/** Base URL of the scripted API. */
export const TEST_API = 'http://api.test';

/** One recorded request to the scripted API. */
export type ApiCall = {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
};

/** A handler answers a request with [status, body]; return undefined to fall through to 404. */
export type ApiHandler = (
  call: ApiCall,
) => [number, unknown] | undefined | Promise<[number, unknown] | undefined>;

/** Replaces global fetch with a scripted API; returns the list of calls it receives. */
export function stubApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // A path of this site (the web server's own, as `/_reef/…`) is relative to the page, as a browser reads it.
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    );
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const answer = (await handler(call)) ?? [404, { error: 'not found' }];
    const [status, body] = answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** Builds an unsigned JWT carrying the given claims (the web app never verifies signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const defaultConfig: RuntimeConfig = {
  apiUrl: TEST_API,
  webUrl: 'http://web.test',
  referralRegistrationUrl: 'http://cloud.test/referrals/register',
};

/**
 * Renders `ui` inside RuntimeConfig, Session and Toast providers at `pathname`, with the header's words; in
 * `locale` (its prefix then starts the pathname, as in the address bar) when one is given.
 */
export function renderWithFrame(
  ui: ReactElement,
  options: { pathname?: string; config?: Partial<RuntimeConfig>; locale?: SiteLocale } = {},
): RenderResult {
  const locale = options.locale ?? 'en';
  setPathname(localizedPath(options.pathname ?? '/community', locale));
  // As the root layout: an English page passes no words (the header's parts have their own English).
  const words = locale === 'en' ? undefined : headerWordsOf(translatorOf('header', locale));
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={locale}>
      <RuntimeConfigProvider value={{ ...defaultConfig, ...options.config }}>
        <SessionProvider>
          <HeaderWordsProvider words={words}>
            <ToastProvider>{children}</ToastProvider>
          </HeaderWordsProvider>
        </SessionProvider>
      </RuntimeConfigProvider>
    </LocaleProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
