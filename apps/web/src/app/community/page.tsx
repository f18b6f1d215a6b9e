import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { getHealth } from '@reef/client';
import { Container } from '@/components/ui/container/container';
import { serverApi } from '@/lib/api';

export const metadata: Metadata = { title: 'Community' };

async function readApiStatus(): Promise<string> {
  try {
    const health = await getHealth(serverApi({ noStore: true }));
    return health.status;
  } catch (error) {
    unstable_rethrow(error);
    console.error('API health check failed', error);
    return 'unreachable';
  }
}

export default async function CommunityPage() {
  const status = await readApiStatus();
  return (
    <Container>
      <h1>Community</h1>
      <p>Tutorials, questions and answers written by developers, for developers.</p>
      <p>
        API status: <strong data-testid="api-status">{status}</strong>
      </p>
    </Container>
  );
}
