// /_reef/offer/{locale}: the words of the offer of one language, worded in it (issue #31 item 2; issue #33 goal 2).
// Every page used to carry the offer in all nine languages in its flight data (about 1.1 KB, 0.5 KB gzipped), for the
// one reader in many whose browser asks for another language than the page's; the offer's code
// (features/language/language-offer.tsx, loaded only then) fetches the one it shows from here instead. Built once
// per language with the site (the words change only with a new build); without cookies, so every reader shares it.
import { isSiteLocale, SITE_LOCALES } from '@/i18n/locale-path';
import { translatorOf } from '@/i18n/translate';

export const dynamic = 'force-static';

export function generateStaticParams(): { locale: string }[] {
  return SITE_LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isSiteLocale(locale))
    return Response.json({ error: 'unknown language', field: 'locale' }, { status: 404 });
  const words = translatorOf('frame', locale);
  return Response.json({
    offer: words('language.offer'),
    switch: words('language.switch'),
    dismiss: words('language.dismiss'),
  });
}
