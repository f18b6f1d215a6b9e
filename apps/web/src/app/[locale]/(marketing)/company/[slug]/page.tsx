// /company/{slug}: company pages such as /company/leadership — overview pages whose slug is `company/{slug}`
// (the About menu and footer link to them). /company/contact/… are marketing forms, a route of their own.
import type { Metadata } from 'next';
import { readFirstStaticPage, slugOf, StaticPageBody, staticPageMetadata } from '../../_lib/static-pages';

type Props = { params: Promise<{ slug: string }> };

async function read(params: Props['params']) {
  const slug = slugOf(['company', (await params).slug]);
  return slug ? readFirstStaticPage(['overview'], slug) : null;
}

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await read(params);
  return page ? staticPageMetadata(page) : {};
}

export default async function CompanyPage({ params }: Props) {
  return <StaticPageBody page={await read(params)} />;
}
