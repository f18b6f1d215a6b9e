// The site's "Page not found", in the page's language, with ways on: the home page and the community.
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';
import { getT } from '@/i18n/translate';
import { withLinks } from '@/lib/with-links';

const TARGETS: Record<string, string> = { home: '/', community: '/community' };

export default async function NotFound() {
  const t = await getT('frame');
  return (
    <Container>
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <p>
        {withLinks(t('not_found.links'), (key, words) => (
          <Link key={key} href={TARGETS[key] ?? '/'}>
            {words}
          </Link>
        ))}
      </p>
    </Container>
  );
}
