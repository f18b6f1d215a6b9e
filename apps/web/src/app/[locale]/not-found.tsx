import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';

export default function NotFound() {
  return (
    <Container>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link href="/">Go to the home page</Link> or <Link href="/community">visit the community</Link>.
      </p>
    </Container>
  );
}
