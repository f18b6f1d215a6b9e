// /deploy: a deploy-from-template landing. The site's header and footer are hidden on this path
// (content-and-presentation §2), so the page carries its own way home: the logo and a link to the products.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { Logo } from '@/components/ui/logo/logo';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { getBrand } from '@/lib/brand';
import { getT, type Translate } from '@/i18n/translate';
import { withLinks } from '@/lib/with-links';
import pageStyles from '@/components/layout/page.module.css';
import styles from '@/features/pricing/pricing.module.css';

export const dynamic = 'force-dynamic';

/** The starting points offered; each opens the cloud console's app creation with the template chosen. */
function templates(t: Translate) {
  return [
    { id: 'nodejs', name: 'Node.js', text: t('deploy.nodejs') },
    { id: 'python-django', name: 'Django', text: t('deploy.django') },
    { id: 'nextjs', name: 'Next.js', text: t('deploy.nextjs') },
    { id: 'wordpress', name: 'WordPress', text: t('deploy.wordpress') },
    { id: 'docker', name: t('deploy.docker_name'), text: t('deploy.docker') },
    { id: 'static-site', name: t('deploy.static_name'), text: t('deploy.static') },
  ];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('marketing');
  return communityMetadata({
    path: '/deploy',
    title: t('deploy.title'),
    description: t('deploy.meta_description'),
  });
}

export default async function DeployPage() {
  const t = await getT('marketing');
  const brand = getBrand();
  return (
    <Container className={pageStyles.page}>
      <p>
        <Logo name={brand.name} href="/" showName />
      </p>
      <PageHeading title={t('deploy.title')} lede={t('deploy.lede')} />
      <ul className={styles.templates}>
        {templates(t).map((template) => (
          <li key={template.id} className={styles.productCard}>
            <h2>{template.name}</h2>
            <p>{template.text}</p>
            <p className={styles.from}>
              <ButtonLink
                href={`${brand.cloudConsoleUrl}/apps/new?template=${template.id}`}
                variant="secondary"
                size="small"
              >
                {t('deploy.deploy', { name: template.name })}
              </ButtonLink>
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {t('deploy.note_new')}{' '}
        {withLinks(t('deploy.note'), (key, text) => (
          <Link key={key} href={key === 'how' ? '/products/app-platform' : '/pricing#app-platform'}>
            {text}
          </Link>
        ))}
      </p>
    </Container>
  );
}
