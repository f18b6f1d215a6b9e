'use client';
// The words of the header's client parts (the main menu's button, Log in and Sign up, search, the profile and
// notifications menus) in the page's language (issue #31, item 1). The server builds them from the `header`
// catalogue (header-words-server.ts) and the root layout provides them once, so no catalogue and no formatter
// reaches the browser and the parts loaded later (search, the member's menus) have them when they mount. An English
// page passes none: the parts say the English of header-words-english.ts, so the page's flight data does not carry
// them (issue #33, goal 2).
import { createContext, useContext, type ReactNode } from 'react';
import { ENGLISH_HEADER_WORDS } from './header-words-english';
import type { HeaderWords } from './header-words-type';

export type { HeaderWords } from './header-words-type';

const HeaderWordsContext = createContext<HeaderWords | null>(null);

/** Gives the header's parts their words; without `words` (an English page), the English ones. */
export function HeaderWordsProvider({ words, children }: { words?: HeaderWords; children: ReactNode }) {
  return (
    <HeaderWordsContext.Provider value={words ?? ENGLISH_HEADER_WORDS}>
      {children}
    </HeaderWordsContext.Provider>
  );
}

/** The header's words in the page's language (inside the root layout, or a test's frame). */
export function useHeaderWords(): HeaderWords {
  const words = useContext(HeaderWordsContext);
  if (!words) throw new Error('useHeaderWords needs a HeaderWordsProvider (the root layout gives one)');
  return words;
}

/** The text before and after `{name}` in `template` (to set the value apart, e.g. in <strong>). */
export function around(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}

/** `template` with `{name}` (one argument the server left in place) filled in. */
export function fillIn(template: string, name: string, value: string | number): string {
  return template.split(`{${name}}`).join(String(value));
}
