import Link from 'next/link';
import { Container } from '@/components/ui/container/container';

export default function HomePage() {
  return (
    <Container>
      <h1>Build, learn and share on the cloud</h1>
      <p>Tutorials, questions and answers from a community of developers.</p>
      <p>
        <Link href="/community">Visit the community</Link>
      </p>
    </Container>
  );
}
