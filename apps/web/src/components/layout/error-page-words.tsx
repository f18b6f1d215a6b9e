'use client';
// The words of the page shown when a page fails to render (app/[locale]/error.tsx). That boundary is a client component
// with no server parent of its own, so the root layout provides its words, on pages in a language other than English
// only: an English page carries no copy of them, and the boundary falls back to the English below.
import { createContext, useContext, type ReactNode } from 'react';

export type ErrorPageWords = {
  title: string;
  text: string;
  tryAgain: string;
  /** After the button: `[home]…[/home]` marks the link to the community's home. */
  goHome: string;
};

/** The English words (the `frame` catalogue's `error_page`, which a test keeps equal to these). */
export const ENGLISH_ERROR_PAGE_WORDS: ErrorPageWords = {
  title: 'Something went wrong',
  text: 'This page could not be loaded right now. It is not your fault; please try again in a moment.',
  tryAgain: 'Try again',
  goHome: 'or go to the [home]community home[/home].',
};

const ErrorPageWordsContext = createContext<ErrorPageWords>(ENGLISH_ERROR_PAGE_WORDS);

export function ErrorPageWordsProvider({
  words,
  children,
}: {
  words: ErrorPageWords | undefined;
  children: ReactNode;
}) {
  return words ? (
    <ErrorPageWordsContext.Provider value={words}>{children}</ErrorPageWordsContext.Provider>
  ) : (
    children
  );
}

/** The error page's words in the page's language. */
export function useErrorPageWords(): ErrorPageWords {
  return useContext(ErrorPageWordsContext);
}
