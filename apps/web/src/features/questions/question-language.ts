// The language a new question is asked in, before the member picks one (issue #31 item 3): the language they chose
// for the interface in their settings, else English. Kept apart from the form so server code may use it too.
import { DEFAULT_LANGUAGE, isOneOf, LANGUAGES, type Language } from '@reef/core';

/** The member's own language when it is one of the nine, otherwise English. */
export function askingLanguage(user: { language?: string | null } | null | undefined): Language {
  const own = user?.language ?? '';
  return isOneOf(LANGUAGES, own) ? own : DEFAULT_LANGUAGE;
}
