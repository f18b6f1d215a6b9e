// Words of the translators' screen, kept out of the client component so that tests and server code may use them.
import {
  COVERAGE_KINDS,
  LANGUAGES,
  type Language,
  type TranslationCoverage,
  type TranslationQueue,
} from '@reef/core';

/** The content kinds of the coverage table, as column heads. */
export const KIND_LABELS: Record<(typeof COVERAGE_KINDS)[number], string> = {
  tutorial: 'Tutorials',
  post: 'Posts',
  static_page: 'Pages',
};

const KIND_WORDS = { heading: 'Heading', text: 'Text', callout: 'Note', code: 'Code' } as const;
const CHANGE_WORDS = { changed: 'changed', added: 'added', removed: 'removed' } as const;

/** "Text 2, changed" for a stale block of the queue; a page's field by its name ("Text body, changed"). */
export function blockLabel(block: TranslationQueue['data'][number]['blocks'][number]): string {
  const field = /^slice\d+\.(.+)$/.exec(block.key)?.[1];
  if (field !== undefined) return `${KIND_WORDS[block.kind]} ${field}, ${CHANGE_WORDS[block.change]}`;
  const n = /\.(\d+)$/.exec(block.key)?.[1];
  return `${KIND_WORDS[block.kind]}${n !== undefined ? ` ${Number(n) + 1}` : ''}, ${CHANGE_WORDS[block.change]}`;
}

/** One language's row of the coverage table: per kind, "translated of originals (up to date)". */
export function coverageRows(
  coverage: TranslationCoverage,
): { language: Language; cells: { kind: string; text: string }[] }[] {
  return LANGUAGES.map((language) => ({
    language,
    cells: COVERAGE_KINDS.map((kind) => {
      const row = coverage.data.find((r) => r.kind === kind && r.language === language);
      if (!row) return { kind, text: '—' };
      const base = `${row.translated} of ${row.originals} translated`;
      return { kind, text: row.up_to_date === null ? base : `${base}, ${row.up_to_date} up to date` };
    }),
  }));
}
