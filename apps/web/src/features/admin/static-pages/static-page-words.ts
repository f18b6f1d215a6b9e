// The static-page editor's own words in the page's language, from the `admin-content` catalogue (issue #31, item 1);
// the parts it shares with the post editor take theirs from the PublishingWordsProvider of its page.
import { getT, type Translate } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import { pluralWords, type PluralWords } from '../generic/words';
import type { PreviewWords } from './preview-frame';
import type { SliceFieldWords } from './slice-fields-form';
import { SLICE_DEFINITIONS } from '@/features/cms/slices/registry';

/** The catalogue key of an English slice label (`Image description (alt text)` → `image_description_alt_text`). */
export const sliceLabelKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The slices' type names, field labels and item names in `t`'s language, by their English (`slices.labels.<key>`,
 * keys derived from the slices' own definitions, so a label added there without its words fails
 * slice-words.test.tsx), with the slices' help texts and each kind of item's "Add …". */
export function sliceLabelWordsOf(t: Translate) {
  const labels: Record<string, string> = {};
  const adds: Record<string, string> = {};
  const label = (english: string) => (labels[english] = t(`slices.labels.${sliceLabelKey(english)}`));
  for (const definition of SLICE_DEFINITIONS) {
    label(definition.label);
    for (const typeLabel of Object.values(definition.typeLabels ?? {})) label(typeLabel);
    const { primary, items } = definition.fields;
    for (const field of [...primary, ...(items?.fields ?? [])]) label(field.label);
    if (items) {
      label(items.label);
      adds[items.label] = t(`slices.add.${sliceLabelKey(items.label)}`);
    }
  }
  const help: Record<string, string> = {
    'Markdown; the site renders and sanitizes it (raw HTML is filtered).': t('slices.help.markdown'),
    'One feature per line': t('slices.help.one_feature_per_line'),
    'youtube or vimeo': t('slices.help.video_provider'),
  };
  return { labels, adds, help };
}

/** The static-page editor's words (`{name}`, `{type}`… where those go). */
export type StaticPageEditorWords = {
  locale: string;
  title: string;
  sourceError: string;
  loadingSource: string;
  newTranslation: string;
  ledeTranslation: string;
  ledeNew: string;
  titleField: string;
  description: string;
  problems: PluralWords;
  legend: string;
  slug: string;
  required: string;
  slugHelp: string;
  pageType: string;
  template: string;
  defaultLayout: string;
  slices: string;
  slicesHelp: string;
  folded: string;
  unfolded: string;
  foldAll: string;
  unfoldAll: string;
  sliceName: string;
  slicePosition: string;
  moveUp: string;
  moveDown: string;
  remove: string;
  fieldsOf: string;
  sliceType: string;
  addSlice: string;
  added: string;
  moved: string;
  livePreview: string;
  previewLabel: string;
  removeTitle: string;
  slice: string;
  removeConsequence: string;
  removeSlice: string;
  newPage: string;
  preview: PreviewWords;
  /** In a sentence ("at phone width"). */
  devicesInText: Record<'phone' | 'tablet' | 'desktop', string>;
  sliceFields: SliceFieldWords;
};

/** The static-page editor's words from the `admin-content` translator `t` of `locale`. */
export function staticPageEditorWordsOf(t: Translate, locale: string): StaticPageEditorWords {
  return {
    locale,
    title: t('static_page.title'),
    sourceError: t('static_page.source_error'),
    loadingSource: t('static_page.loading_source'),
    newTranslation: t('static_page.new_translation'),
    ledeTranslation: t('static_page.lede_translation', { title: '{title}' }),
    ledeNew: t('static_page.lede_new'),
    titleField: t('static_page.title_field'),
    description: t('static_page.description'),
    problems: pluralWords((count) => t('static_page.problems', { count }), locale),
    legend: t('static_page.legend'),
    slug: t('static_page.slug'),
    required: t('static_page.required'),
    slugHelp: t('static_page.slug_help'),
    pageType: t('static_page.page_type'),
    template: t('static_page.template'),
    defaultLayout: t('static_page.default_layout'),
    slices: t('static_page.slices', { count: '{count}' }),
    slicesHelp: t('static_page.slices_help'),
    folded: t('static_page.folded'),
    unfolded: t('static_page.unfolded'),
    foldAll: t('static_page.fold_all'),
    unfoldAll: t('static_page.unfold_all'),
    sliceName: t('static_page.slice_name', { number: '{number}', type: '{type}' }),
    slicePosition: t('static_page.slice_position', {
      name: '{name}',
      position: '{position}',
      total: '{total}',
    }),
    moveUp: t('static_page.move_up'),
    moveDown: t('static_page.move_down'),
    remove: t('static_page.remove'),
    fieldsOf: t('static_page.fields_of', { name: '{name}' }),
    sliceType: t('static_page.slice_type'),
    addSlice: t('static_page.add_slice'),
    added: t('static_page.added', { number: '{number}', type: '{type}' }),
    moved: t('static_page.moved', { position: '{position}', total: '{total}', type: '{type}' }),
    livePreview: t('static_page.live_preview'),
    previewLabel: t('static_page.preview_label', { device: '{device}', width: '{width}' }),
    removeTitle: t('static_page.remove_title', { type: '{type}' }),
    slice: t('static_page.slice'),
    removeConsequence: t('static_page.remove_consequence'),
    removeSlice: t('static_page.remove_slice'),
    newPage: t('static_pages.meta_new'),
    preview: {
      previewWidth: t('static_page.preview_width'),
      phone: t('static_page.phone'),
      tablet: t('static_page.tablet'),
      desktop: t('static_page.desktop'),
      deviceOption: t('static_page.device_option', { device: '{device}', width: '{width}' }),
      shrink: t('static_page.shrink'),
      scrolls: t('static_page.scrolls', { label: '{label}' }),
    },
    devicesInText: {
      phone: t('static_page.phone_in_text'),
      tablet: t('static_page.tablet_in_text'),
      desktop: t('static_page.desktop_in_text'),
    },
    sliceFields: {
      kindImage: t('static_page.kind_image'),
      kindLink: t('static_page.kind_link'),
      kindMarkdown: t('static_page.kind_markdown'),
      item: t('static_page.item'),
      itemsHeading: t('slices.items_heading', { label: '{label}', count: '{count}' }),
      fieldsOf: t('slices.fields_of', { name: '{name}' }),
      sliceNumber: t('slices.slice_number', { number: '{number}' }),
      ...sliceLabelWordsOf(t),
    },
  };
}

/** The static-page editor's words in the page's language. */
export async function staticPageEditorWords(): Promise<StaticPageEditorWords> {
  const t = await getT('admin-content');
  return staticPageEditorWordsOf(t, await pageLocale());
}
