import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';
import { Section } from '@/components/ui/section/section';
import { getT } from '@/i18n/translate';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return { title: t('auth_error.meta_title'), robots: { index: false } };
}

/** Where the API's sign-in page sends the browser when signing in or registering fails. */
export default async function AuthErrorPage() {
  const t = await getT('members');
  return (
    <Section>
      <Container inner>
        <h1>{t('auth_error.title')}</h1>
        <p>{t('auth_error.text')}</p>
        <p>
          <Link href="/community">{t('auth_error.back')}</Link>
        </p>
      </Container>
    </Section>
  );
}
