// The regeneration screen's words from the `admin` catalogue, on the server (values only the browser knows stay
// `{placeholders}`). The content kinds' names are `regen.kinds.<kind>` (a heading's `label`, a sentence's `noun`), keys
// derived from @reef/core's REGENERATION_ITEM_KINDS, so a kind added there without its words fails
// regeneration-screen.test.ts.
import { REGENERATION_ITEM_KINDS, type RegenerationItemKind } from '@reef/core';
import { getT, translatorOf, type Translate } from '@/i18n/translate';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** Each content kind's names: `label` on its own, `noun` inside a sentence. */
export function regenerationKindWordsOf(
  t: Translate,
): Record<RegenerationItemKind, { label: string; noun: string }> {
  const kinds = Object.keys(REGENERATION_ITEM_KINDS) as RegenerationItemKind[];
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      { label: t(`regen.kinds.${kind}.label`), noun: t(`regen.kinds.${kind}.noun`) },
    ]),
  ) as Record<RegenerationItemKind, { label: string; noun: string }>;
}

export function regenerationWordsOf(t: Translate) {
  return {
    kinds: regenerationKindWordsOf(t),
    title: t('sidebar.entries.regeneration'),
    refreshed: t('regen.refreshed', keep('status')),
    refused: t('regen.refused', keep('status')),
    noAnswer: t('regen.no_answer', keep('error')),
    tag: t('regen.tag', keep('tag')),
    keyHelp: {
      slug: t('regen.help_slug'),
      'type/slug': t('regen.help_type_slug'),
      key: t('regen.help_key'),
      name: t('regen.help_name'),
    } as Record<string, string>,
    keyLabels: {
      slug: t('regen.label_slug'),
      'type/slug': t('regen.label_type_slug'),
      key: t('regen.label_key'),
      name: t('regen.label_name'),
    } as Record<string, string>,
    requestFailed: t('regen.request_failed'),
    allDone: t('regen.all_done', keep('done', 'total')),
    someFailed: t('regen.some_failed', keep('failures', 'total')),
    notPath: t('regen.not_path', keep('bad')),
    onePath: t('regen.one_path'),
    tooMany: t('regen.too_many', keep('max', 'count')),
    itemMissing: t('regen.item_missing', keep('key', 'kind', 'help')),
    colRegenerated: t('regen.col_regenerated'),
    colRefreshes: t('regen.col_refreshes'),
    colResult: t('regen.col_result'),
    waiting: t('regen.waiting'),
    regenerating: t('regen.regenerating'),
    lede: t('regen.lede'),
    what: t('regen.what'),
    formLabel: t('regen.form_label'),
    paths: t('regen.paths'),
    contentItem: t('regen.content_item'),
    legend: t('regen.regenerate_legend'),
    modes: {
      paths: t('regen.mode_paths'),
      item: t('regen.mode_item'),
      everything: t('regen.mode_everything'),
    },
    pathsLabel: t('regen.paths_label'),
    pathsHelp: t('regen.paths_help', keep('max')),
    kind: t('regen.kind'),
    preview: t('regen.preview', keep('target')),
    everythingNote: t('regen.everything_note'),
    regenerateEverything: t('regen.regenerate_everything'),
    regenerate: t('regen.regenerate'),
    regionPages: t('regen.region_pages'),
    regenerateRegion: t('regen.regenerate_region'),
    results: t('regen.results'),
    progress: t('regen.progress'),
    running: t('regen.running', keep('done', 'total')),
    finished: t('regen.finished', keep('done', 'total')),
    resultsCaption: t('regen.results_caption'),
    confirmTitle: t('regen.confirm_title'),
    confirmText: t('regen.confirm_text'),
  };
}

export type RegenerationWords = ReturnType<typeof regenerationWordsOf>;

/** The screen's words in the page's language. */
export async function regenerationWords(): Promise<RegenerationWords> {
  const t = await getT('admin');
  return regenerationWordsOf(t);
}

/** The screen's words in `locale` (tests). */
export function regenerationWordsIn(locale: 'en' | 'de' | 'ja'): RegenerationWords {
  return regenerationWordsOf(translatorOf('admin', locale));
}
