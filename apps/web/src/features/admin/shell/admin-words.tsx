'use client';
// The words of the admin frame (the gate, the access page, the breadcrumbs, the sidebar's sections) and of the admin
// kit's building blocks, in the page's language (issue #31, item 1). The admin layout builds them on the server from
// the `admin` catalogue (admin-words-server.ts) and provides them once for every admin page; without a provider (a
// test, a page outside the admin layout) the English of today is used. A kit component's own `words` prop wins.
import { createContext, Fragment, useContext, type ReactNode } from 'react';

export type AdminKitWords = {
  working: string;
  cancel: string;
  tryAgain: string;
  /** With `{what}` where the subject goes ("The list could not be loaded."). */
  loadFailed: string;
  yes: string;
  no: string;
  bulkActions: string;
  clearSelection: string;
  selectAll: string;
  /** With `{row}` where the row's name goes ("Select tag ruby"). */
  selectRow: string;
  nothing: string;
  filterLabel: string;
  search: string;
  any: string;
  apply: string;
  applyDates: string;
  clearFilters: string;
  fieldsNeedAttention: string;
  unsaved: string;
  perPage: string;
  field: string;
  emptyFilteredHint: string;
  pagination: string;
  previous: string;
  next: string;
  /** With `{page}`. */
  page: string;
};

export type AdminWords = {
  admin: string;
  community: string;
  administration: string;
  gate: { checking: string; logInTitle: string; /** With `{link}`. */ takingYou: string; logIn: string };
  denied: {
    title: string;
    code: string;
    /** With `{flags}` and `{admin}`. */
    needsOne: string;
    needsMany: string;
    /** With `{admin}`. */
    onlyAdmins: string;
    /** With `{slug}`. */
    signedInAs: string;
    listOr: string;
    listComma: string;
    yourSections: string;
    back: string;
  };
  /** The sidebar's group names by their English name, and its entries by address. */
  sidebar: { groups: Record<string, string>; entries: Record<string, string> };
  kit: AdminKitWords;
};

export const ENGLISH_KIT_WORDS: AdminKitWords = {
  working: 'Working…',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  loadFailed: '{what} could not be loaded.',
  yes: 'Yes',
  no: 'No',
  bulkActions: 'Bulk actions',
  clearSelection: 'Clear selection',
  selectAll: 'Select every row on this page',
  selectRow: 'Select {row}',
  nothing: 'Nothing to show.',
  filterLabel: 'Filter the list',
  search: 'Search',
  any: 'Any',
  apply: 'Apply',
  applyDates: 'Apply dates',
  clearFilters: 'Clear filters',
  fieldsNeedAttention: 'Some fields need attention.',
  unsaved: 'You have unsaved changes. Leave this page and lose them?',
  perPage: 'Per page',
  field: 'Field',
  emptyFilteredHint: 'Change the search or clear the filters to see every one.',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
};

/** Today's English, for pages and tests without the admin layout's provider. */
export const ENGLISH_ADMIN_WORDS: AdminWords = {
  admin: 'Admin',
  community: 'Community',
  administration: 'Administration',
  gate: {
    checking: 'Checking your access…',
    logInTitle: 'Log in to continue',
    takingYou: 'Taking you to the sign-in page. {link} if nothing happens.',
    logIn: 'Log in',
  },
  denied: {
    title: 'You do not have access to this section',
    code: 'Error 403',
    needsOne: 'It needs the permission {flags}, or {admin}.',
    needsMany: 'It needs one of these permissions {flags}, or {admin}.',
    onlyAdmins: 'Only administrators ({admin}) may open it.',
    signedInAs:
      'You are signed in as {slug}. An administrator can grant the permission to you or to one of your groups.',
    listOr: ' or ',
    listComma: ', ',
    yourSections: 'The sections you can use',
    back: 'Back to the community',
  },
  sidebar: { groups: {}, entries: {} },
  kit: ENGLISH_KIT_WORDS,
};

const AdminWordsContext = createContext<AdminWords | null>(null);

export function AdminWordsProvider({ words, children }: { words: AdminWords; children: ReactNode }) {
  return <AdminWordsContext.Provider value={words}>{children}</AdminWordsContext.Provider>;
}

/** The admin frame's words in the page's language (English without a provider). */
export function useAdminWords(): AdminWords {
  return useContext(AdminWordsContext) ?? ENGLISH_ADMIN_WORDS;
}

/** The kit's words: the component's own (a caller's), else the admin layout's, else English. */
export function useKitWords(own?: Partial<AdminKitWords>): AdminKitWords {
  const words = useContext(AdminWordsContext)?.kit ?? ENGLISH_KIT_WORDS;
  return own ? { ...words, ...own } : words;
}

/** `template` with each `{name}` filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `template` with `{name}`s replaced by nodes (a link, a <code>), the text between kept. */
export function fillNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in nodes ? <Fragment key={index}>{nodes[name]}</Fragment> : part;
    })
    .filter((part) => part !== '');
}

/** A sidebar group's name in the page's language. */
export function groupLabel(words: AdminWords, label: string): string {
  return words.sidebar.groups[label] ?? label;
}

/** A sidebar entry's name in the page's language. */
export function entryLabel(words: AdminWords, entry: { href: string; label: string }): string {
  return words.sidebar.entries[entry.href] ?? entry.label;
}

/** The form of a plural message (kit/plural-words.ts) for `count` in `locale`, its number filled in. */
export function pluralOf(
  forms: Partial<Record<Intl.LDMLPluralRule, string>>,
  count: number,
  locale: string,
): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '';
  return fill(form, { count: locale === 'en' ? String(count) : count.toLocaleString(locale) });
}
