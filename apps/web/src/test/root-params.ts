// Next.js's compiler replaces `next/root-params` with the root params of the route being rendered; the component
// tests render outside Next.js, as an English page (src/i18n/page-locale.ts falls back to English the same way).
export async function locale(): Promise<string> {
  return 'en';
}
