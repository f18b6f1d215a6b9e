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
import pageStyles from '@/components/layout/page.module.css';
import styles from '@/features/pricing/pricing.module.css';

export const dynamic = 'force-dynamic';

/** The starting points offered; each opens the cloud console's app creation with the template chosen. */
const TEMPLATES = [
  { id: 'nodejs', name: 'Node.js', text: 'An Express app with a health check, ready for your routes.' },
  {
    id: 'python-django',
    name: 'Django',
    text: 'A Django project with PostgreSQL and static files served for you.',
  },
  { id: 'nextjs', name: 'Next.js', text: 'A React app rendered on the server, with image optimisation.' },
  { id: 'wordpress', name: 'WordPress', text: 'The blog and CMS with a managed MySQL database and backups.' },
  {
    id: 'docker',
    name: 'Any Dockerfile',
    text: 'Bring a repository with a Dockerfile; we build and run it.',
  },
  {
    id: 'static-site',
    name: 'Static site',
    text: 'HTML, a Hugo or an Astro site served from a global CDN, free.',
  },
] as const;

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/deploy',
    title: 'Deploy from a template',
    description:
      'Start a Node.js, Django, Next.js, WordPress, Docker or static site in minutes from a ready template.',
  });
}

export default function DeployPage() {
  const brand = getBrand();
  return (
    <Container className={pageStyles.page}>
      <p>
        <Logo name={brand.name} href="/" showName />
      </p>
      <PageHeading
        title="Deploy from a template"
        lede="Pick a starting point, connect a repository and your app is live in minutes. You can change everything later."
      />
      <ul className={styles.templates}>
        {TEMPLATES.map((template) => (
          <li key={template.id} className={styles.productCard}>
            <h2>{template.name}</h2>
            <p>{template.text}</p>
            <p className={styles.from}>
              <ButtonLink
                href={`${brand.cloudConsoleUrl}/apps/new?template=${template.id}`}
                variant="secondary"
                size="small"
              >
                Deploy {template.name}
              </ButtonLink>
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        New here? <Link href="/products/app-platform">Read how App Platform works</Link> or{' '}
        <Link href="/pricing#app-platform">see its prices</Link>.
      </p>
    </Container>
  );
}
