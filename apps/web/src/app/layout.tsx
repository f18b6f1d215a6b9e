import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { getEnv } from '@/env';
import { RuntimeConfigProvider } from '@/lib/runtime-config';
import '@/styles/globals.css';

// The variable Inter face from @fontsource-variable/inter: next/font/google needs the network at build time.
const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const env = getEnv();
  return {
    metadataBase: new URL(env.PUBLIC_WEB_URL),
    title: { default: 'Reef', template: '%s | Reef' },
    description: 'Tutorials, questions and answers for developers.',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Read the environment per request so operators can change public URLs without rebuilding.
  await connection();
  const env = getEnv();
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <RuntimeConfigProvider value={{ apiUrl: env.PUBLIC_API_URL, webUrl: env.PUBLIC_WEB_URL }}>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </RuntimeConfigProvider>
      </body>
    </html>
  );
}
