// /robots.txt: everything public may be crawled except forms, the admin area, the API revalidation hook and the
// pieces pages fetch later.
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from './[locale]/community/_lib/metadata';
import { localizedPath, SITE_LOCALES } from '@/i18n/locale-path';

/** The pages no crawler should read, as English addresses (every other language has them under its prefix). */
const PRIVATE_PATHS = [
  '/community/admin',
  '/community/questions/new',
  '/community/tutorials/new',
  '/community/auth-error',
];

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          ...SITE_LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => localizedPath(path, locale))),
          '/api/',
          // The pieces pages fetch later (the menu's panels): part of every page, no page of their own.
          '/_reef/',
        ],
      },
    ],
    sitemap: siteUrl('/sitemap.xml'),
  };
}
