// The translators' screen's words (translation-labels.ts) from the `admin-content` catalogue, on the server.
import type { Translate } from '@/i18n/translate';
import { pluralForms } from '@/lib/plural-forms';
import type { TranslationsWords } from './translation-labels';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** What the translators' screen says in `locale`; `states` are the content states in it (admin's state words). */
export function translationsWordsOf(
  t: Translate,
  locale: string,
  states: Readonly<Record<string, string>>,
): TranslationsWords {
  return {
    locale,
    loadFailed: t('translations.load_failed'),
    markFailed: t('translations.mark_failed'),
    marked: pluralForms(locale, (count) => t('translations.marked', { count, title: '{title}' })),
    staleTitle: t('translations.stale_title'),
    language: t('translations.language'),
    allLanguages: t('translations.all_languages'),
    loading: t('translations.loading'),
    allUpToDate: t('translations.all_up_to_date'),
    allUpToDateIn: t('translations.all_up_to_date_in', keep('language')),
    original: t('translations.original', keep('original', 'version')),
    untracked: t('translations.untracked'),
    staleBlocksOf: t('translations.stale_blocks_of', keep('title')),
    colStep: t('translations.col_step'),
    colBlock: t('translations.col_block'),
    colSince: t('translations.col_since'),
    colActions: t('translations.col_actions'),
    introduction: t('translations.introduction'),
    markUpToDate: t('translations.mark_up_to_date'),
    markAll: t('translations.mark_all', keep('title')),
    coverageTitle: t('translations.coverage_title'),
    coverageCaption: t('translations.coverage_caption'),
    colLanguage: t('translations.col_language'),
    kinds: {
      tutorial: t('translations.kinds.tutorial'),
      post: t('translations.kinds.post'),
      static_page: t('translations.kinds.static_page'),
    },
    blockKinds: {
      heading: t('translations.block_kinds.heading'),
      text: t('translations.block_kinds.text'),
      callout: t('translations.block_kinds.callout'),
      code: t('translations.block_kinds.code'),
    },
    changes: {
      changed: t('translations.changes.changed'),
      added: t('translations.changes.added'),
      removed: t('translations.changes.removed'),
    },
    block: t('translations.block', keep('block', 'change')),
    coverage: t('translations.coverage', keep('translated', 'originals')),
    coverageUpToDate: t('translations.coverage_up_to_date', keep('translated', 'originals', 'upToDate')),
    states,
  };
}
