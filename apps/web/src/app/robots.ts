// /robots.txt: everything public may be crawled except forms, the admin area and the API revalidation hook.
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from './[locale]/community/_lib/metadata';

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/community/admin',
          '/community/questions/new',
          '/community/tutorials/new',
          '/community/auth-error',
          '/api/',
        ],
      },
    ],
    sitemap: siteUrl('/sitemap.xml'),
  };
}
