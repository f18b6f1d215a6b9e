// The document around the main menu's panels (page.tsx beside it): a root layout of its own, outside the site's
// frame, in the panels' language so that their links keep it (the app's Link reads it from LocaleProvider). The web
// server sends only the panels out of it (server/fragments.mjs).
import type { ReactNode } from 'react';
import { LocaleProvider } from '@/i18n/locale-context';
import { DEFAULT_SITE_LOCALE, isSiteLocale } from '@/i18n/locale-path';

export default async function MenuPanelsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const language = isSiteLocale(locale) ? locale : DEFAULT_SITE_LOCALE;
  return (
    <html lang={language}>
      <body>
        <LocaleProvider locale={language}>{children}</LocaleProvider>
      </body>
    </html>
  );
}
