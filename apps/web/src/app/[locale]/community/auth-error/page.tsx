import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';
import { Section } from '@/components/ui/section/section';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sign-in problem', robots: { index: false } };

/** Where the API's sign-in page sends the browser when signing in or registering fails. */
export default function AuthErrorPage() {
  return (
    <Section>
      <Container inner>
        <h1>We could not sign you in</h1>
        <p>Something went wrong while signing in or creating your account. Please try again.</p>
        <p>
          <Link href="/community">Back to the community</Link>
        </p>
      </Container>
    </Section>
  );
}
