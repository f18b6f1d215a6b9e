// Which original a new post or page editor translates, read from its address (`?translate=type/slug&language=de`):
// plain code, so the server page reads it and the editor (a client component, translation.tsx) gets the result.
import { LANGUAGES } from '@reef/core';

/** The original a new translation is made from, and the language it is made in (the new page's query). */
export type TranslateFrom = { type: string; slug: string; language: string };

/** The `?translate=type/slug&language=de` of a new editor's address, when it is a known language and a ref. */
export function translateFromQuery(query: {
  translate?: string | string[];
  language?: string | string[];
}): TranslateFrom | undefined {
  const ref = typeof query.translate === 'string' ? query.translate : undefined;
  const language = typeof query.language === 'string' ? query.language : undefined;
  const slash = ref?.indexOf('/') ?? -1;
  if (!ref || slash < 1 || !language || !(LANGUAGES as readonly string[]).includes(language))
    return undefined;
  return { type: ref.slice(0, slash), slug: ref.slice(slash + 1), language };
}
