// POST /forms/{slug}: the marketing forms without JavaScript. The browser posts the form here; the answers go to
// the API as a lead (the API checks them and counts its rate limit), and the visitor is sent back to the form's
// page with #form-sent or #form-not-sent, which the page shows without any script. With JavaScript the form posts
// to the API itself and never comes here.
import { MARKETING_FORM_PAGES } from '@reef/core';
import { getEnv } from '@/env';
import { isSiteLocale, localizedPath } from '@/i18n/locale-path';

export async function POST(
  request: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { locale, slug } = await params;
  const formPage = MARKETING_FORM_PAGES[slug];
  if (!formPage) return new Response('Not found', { status: 404 });
  // Back to the form in the language it was sent from.
  const page = isSiteLocale(locale) ? localizedPath(formPage, locale) : formPage;
  const env = getEnv();
  const back = (hash: string) => Response.redirect(new URL(`${page}#${hash}`, env.PUBLIC_WEB_URL), 303);
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return back('form-not-sent');
  }
  const lead: Record<string, string | boolean> = {};
  for (const [name, value] of data) {
    if (typeof value !== 'string' || value.trim() === '' || name.startsWith('$')) continue;
    lead[name] = value === 'true' ? true : value.trim();
  }
  // No forwarded address is passed on: a visitor could write any, and the API would count the rate limit under
  // it. Posts without JavaScript share this server's count instead (the scripted form posts to the API directly).
  const response = await fetch(`${env.API_URL}/v1/marketing_forms/${encodeURIComponent(slug)}/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lead }),
    signal: AbortSignal.timeout(10_000),
    cache: 'no-store',
  });
  if (response.status >= 500) throw new Error(`The API answered ${response.status} to a lead of ${slug}`);
  if (!response.ok) return back('form-not-sent');
  return back('form-sent');
}
