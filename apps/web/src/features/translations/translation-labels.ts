// Words of the translators' screen, kept out of the client component so that tests and server code may use them: the
// English the screen says, and the same words in the page's language (translations-words-server.ts, from the
// `admin-content` catalogue's `translations.*`), handed to the screen on pages in another language.
import {
  COVERAGE_KINDS,
  LANGUAGES,
  type Language,
  type TranslationCoverage,
  type TranslationQueue,
} from '@reef/core';
import { plural, type PluralForms } from '@/lib/plural-forms';

type Block = TranslationQueue['data'][number]['blocks'][number];

/** What the translators' screen says; `{name}` placeholders are filled in by the screen. */
export type TranslationsWords = {
  /** The page's language, for plural forms and numbers. */
  locale: string;
  loadFailed: string;
  markFailed: string;
  /** `{title}` and `{count}`, by plural form. */
  marked: PluralForms;
  staleTitle: string;
  language: string;
  allLanguages: string;
  loading: string;
  allUpToDate: string;
  /** `{language}`. */
  allUpToDateIn: string;
  /** `{original}` (its link) and `{version}`. */
  original: string;
  untracked: string;
  /** `{title}`. */
  staleBlocksOf: string;
  colStep: string;
  colBlock: string;
  colSince: string;
  colActions: string;
  introduction: string;
  markUpToDate: string;
  /** `{title}`. */
  markAll: string;
  coverageTitle: string;
  coverageCaption: string;
  colLanguage: string;
  /** The content kinds of the coverage table, as column heads. */
  kinds: Record<(typeof COVERAGE_KINDS)[number], string>;
  blockKinds: Record<Block['kind'], string>;
  changes: Record<Block['change'], string>;
  /** `{block}`, `{change}`. */
  block: string;
  /** `{translated}`, `{originals}` (and `{upToDate}`). */
  coverage: string;
  coverageUpToDate: string;
  /** A translation's state by core's value (the value itself when missing). */
  states: Readonly<Record<string, string>>;
};

/** The screen's English words. */
export const ENGLISH_TRANSLATIONS_WORDS: TranslationsWords = {
  locale: 'en',
  loadFailed: 'The translations could not be loaded.',
  markFailed: 'The blocks could not be marked.',
  marked: {
    one: '{title}: one block marked up to date.',
    other: '{title}: {count} blocks marked up to date.',
  },
  staleTitle: 'Stale translations',
  language: 'Language',
  allLanguages: 'All languages',
  loading: 'Loading…',
  allUpToDate: 'Every translation is up to date.',
  allUpToDateIn: 'Every translation in {language} is up to date.',
  original: 'Original: {original}, version {version}',
  untracked: ' — compared with the original as it was when the translation was last saved',
  staleBlocksOf: 'Stale blocks of {title}',
  colStep: 'Step',
  colBlock: 'Block',
  colSince: 'Since version',
  colActions: 'Actions',
  introduction: 'Introduction',
  markUpToDate: 'Mark up to date',
  markAll: 'Mark every block of “{title}” up to date',
  coverageTitle: 'Coverage',
  coverageCaption:
    'Per language: the originals written in another language, how many are translated, and how many of those ' +
    'translations are up to date.',
  colLanguage: 'Language',
  kinds: { tutorial: 'Tutorials', post: 'Posts', static_page: 'Pages' },
  blockKinds: { heading: 'Heading', text: 'Text', callout: 'Note', code: 'Code' },
  changes: { changed: 'changed', added: 'added', removed: 'removed' },
  block: '{block}, {change}',
  coverage: '{translated} of {originals} translated',
  coverageUpToDate: '{translated} of {originals} translated, {upToDate} up to date',
  states: {},
};

/** `template` with its `{name}` placeholders filled in. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{${name}}`).join(String(value)),
    template,
  );
}

/** A number as the words' language writes it (English as it always has: no grouping). */
const numberIn = (words: TranslationsWords, value: number) =>
  words.locale === 'en' ? String(value) : value.toLocaleString(words.locale);

/** "{title}: 2 blocks marked up to date." in the words' language. */
export function markedMessage(words: TranslationsWords, title: string, count: number): string {
  return fillIn(plural(words.marked, count, words.locale), { title });
}

/** "Text 2, changed" for a stale block of the queue; a page's field by its name ("Text body, changed"). */
export function blockLabel(block: Block, words: TranslationsWords = ENGLISH_TRANSLATIONS_WORDS): string {
  const kind = words.blockKinds[block.kind];
  const change = words.changes[block.change];
  const field = /^slice\d+\.(.+)$/.exec(block.key)?.[1];
  if (field !== undefined) return fillIn(words.block, { block: `${kind} ${field}`, change });
  const n = /\.(\d+)$/.exec(block.key)?.[1];
  return fillIn(words.block, { block: `${kind}${n !== undefined ? ` ${Number(n) + 1}` : ''}`, change });
}

/** One language's row of the coverage table: per kind, "translated of originals (up to date)". */
export function coverageRows(
  coverage: TranslationCoverage,
  words: TranslationsWords = ENGLISH_TRANSLATIONS_WORDS,
): { language: Language; cells: { kind: string; text: string }[] }[] {
  return LANGUAGES.map((language) => ({
    language,
    cells: COVERAGE_KINDS.map((kind) => {
      const row = coverage.data.find((r) => r.kind === kind && r.language === language);
      if (!row) return { kind, text: '—' };
      const values = {
        translated: numberIn(words, row.translated),
        originals: numberIn(words, row.originals),
      };
      return {
        kind,
        text:
          row.up_to_date === null
            ? fillIn(words.coverage, values)
            : fillIn(words.coverageUpToDate, { ...values, upToDate: numberIn(words, row.up_to_date) }),
      };
    }),
  }));
}
