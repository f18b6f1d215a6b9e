import type { Metadata, Viewport } from 'next';
import { adminBarWords } from '@/features/admin/admin-bar-words-server';
import { registrationWords } from '@/features/auth/registration-words';
import { referralModalWords } from '@/features/referrals/referral-words';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ChromeGate } from '@/components/layout/chrome-gate';
import { SiteFooter } from '@/components/layout/footer/featured-tutorials';
import { Header } from '@/components/layout/header/header';
import { ProgressBar } from '@/components/layout/progress-bar';
import { StartBuildingCta } from '@/components/layout/start-building-cta';
import { TopBar } from '@/components/layout/top-bar';
import { getEnv } from '@/env';
import { AdminBarGate } from '@/features/admin/admin-bar-gate';
import { SiteTracking } from '@/features/analytics/site-tracking';
import { RegistrationDialogGate } from '@/features/auth/registration-dialog-gate';
import { SessionProvider } from '@/features/auth/session-provider';
import { HeaderActions } from '@/features/header-actions/header-actions';
import { ReferralModalGate } from '@/features/referrals/referral-modal-gate';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { toastLabels } from '@/components/ui/toast/toast-labels';
import { getBrand } from '@/lib/brand';
import { scriptNonce } from '@/lib/csp-nonce';
import { THEME_SCRIPT } from '@/lib/theme-script.mjs';
import { pageLocale } from '@/i18n/page-locale';
import { isSiteLocale } from '@/i18n/locale-path';
import { getT } from '@/i18n/translate';
import { LocaleProvider } from '@/i18n/locale-context';
import { LanguageChoice } from '@/features/language/language-choice';
import { HeaderWordsProvider } from '@/components/layout/header/header-words';
import { headerWords } from '@/components/layout/header/header-words-server';
import { ErrorPageWordsProvider } from '@/components/layout/error-page-words';
import { errorPageWords } from '@/components/layout/error-page-words-server';
import { RuntimeConfigProvider } from '@/lib/runtime-config';
import '@/styles/globals.css';
import styles from './layout.module.css';

// The variable Inter face from @fontsource-variable/inter: next/font/google needs the network at build time.
const inter = localFont({
  src: '../../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export async function generateMetadata(): Promise<Metadata> {
  const env = getEnv();
  const brand = getBrand();
  const t = await getT('frame');
  return {
    metadataBase: new URL(env.PUBLIC_WEB_URL),
    title: { default: brand.name, template: `%s | ${brand.name}` },
    description: t('site_description', { brand: brand.name }),
  };
}

// The browser's own bar takes the colour of the top bar (--color-dark of each theme, tokens.css).
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#031b4e' },
    { media: '(prefers-color-scheme: dark)', color: '#070e1a' },
  ],
};

/**
 * The frame of every page: top bar, header with sub-navigation, admin bar, the page, the 'start building' block and
 * the footer, plus the session, toasts and the welcome dialog. Path rules decide which parts show.
 */
export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // A first segment that is no language (`/pricing/logo.png` passes the proxy as a file) is no page.
  if (!isSiteLocale((await params).locale)) notFound();
  // The environment is read when a page renders, never at build: content pages are rendered on their first visit
  // and kept in memory only (isrFlushToDisk: false), every other page per request. So operators change public
  // URLs and the brand with a restart, not a rebuild.
  const env = getEnv();
  const brand = getBrand();
  const locale = await pageLocale();
  // The welcome dialog's, the referral announcement's, the admin bar's and the error page's words, on a page in another language than English (their
  // own words are English, and an English page carries no copy of them).
  const localWords =
    locale === 'en'
      ? undefined
      : {
          registration: await registrationWords(locale),
          referral: await referralModalWords(locale),
          adminBar: await adminBarWords(locale),
          errorPage: await errorPageWords(locale),
        };
  const t = await getT('frame', locale);
  // The colour theme (apps/web/README.md, "Colour themes"): the inline script puts the reader's choice on <html> as
  // data-theme before the first paint, so React finds an attribute it did not render there (suppressHydrationWarning,
  // on this element only). Every policy names it by hash (server/csp.mjs), so it runs whatever happens to nonces; it
  // carries the nonce too, as every script of a page does. The theme is never decided here: pages are cached for
  // everyone.
  return (
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        <script nonce={scriptNonce()} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <LocaleProvider locale={locale}>
          <RuntimeConfigProvider
            value={{
              apiUrl: env.PUBLIC_API_URL,
              webUrl: env.PUBLIC_WEB_URL,
              referralRegistrationUrl: brand.referralRegistrationUrl,
            }}
          >
            <SessionProvider>
              <HeaderWordsProvider words={locale === 'en' ? undefined : await headerWords(locale)}>
                <ToastProvider labels={await toastLabels()}>
                  <a className="skip-link" href="#main">
                    {t('skip_link')}
                  </a>
                  <ChromeGate part="progress-bar">
                    <ProgressBar />
                  </ChromeGate>
                  <ChromeGate part="header">
                    <TopBar brand={brand} />
                    <Header
                      brand={brand}
                      actions={
                        // Only the fields the island shows: the whole brand would be the page's flight data.
                        <HeaderActions
                          brand={{
                            name: brand.name,
                            signupUrl: brand.signupUrl,
                            cloudConsoleUrl: brand.cloudConsoleUrl,
                          }}
                        />
                      }
                    />
                  </ChromeGate>
                  <div className={styles.page}>
                    <AdminBarGate words={localWords?.adminBar} />
                    <main id="main" tabIndex={-1} className={styles.main}>
                      <ErrorPageWordsProvider words={localWords?.errorPage}>
                        {children}
                      </ErrorPageWordsProvider>
                    </main>
                    <ChromeGate part="start-building-cta">
                      <StartBuildingCta brand={brand} />
                    </ChromeGate>
                    <ChromeGate part="footer">
                      <LanguageChoice />
                      <SiteFooter brand={brand} />
                    </ChromeGate>
                  </div>
                  <RegistrationDialogGate brandName={brand.name} words={localWords?.registration} />
                  <ReferralModalGate
                    brandName={brand.name}
                    suppressedCodes={brand.referralSuppressedCodes}
                    words={localWords?.referral}
                  />
                  <SiteTracking />
                </ToastProvider>
              </HeaderWordsProvider>
            </SessionProvider>
          </RuntimeConfigProvider>
        </LocaleProvider>
      </body>
    </html>
  );
}
