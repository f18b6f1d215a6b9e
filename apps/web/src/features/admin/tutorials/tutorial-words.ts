// The words of the admin tutorial screens in the page's language (issue #31, item 1), from the `admin-content`
// catalogue. The server pages build them and hand them to the client screens, which load no catalogue; counted
// messages travel as plural forms (../generic/words.ts).
import { getT, type Translate } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import { pluralWords, type PluralWords } from '../generic/words';

type ByState = Record<'draft' | 'published' | 'trashed' | 'deprecated' | 'unlisted', string>;
type PluralByState = Record<keyof ByState, PluralWords>;

/** The words of the admin tutorial screens. */
export type TutorialWords = {
  locale: string;
  states: ByState;
  moves: ByState;
  moved: ByState;
  effects: { trashed: string; hidden: string; unlisted: string; deprecated: string; listed: string };
  subtypes: Record<string, string>;
  list: {
    title: string;
    ledeEditor: string;
    ledeReader: string;
    newTutorial: string;
    columns: Record<
      'title' | 'state' | 'type' | 'author' | 'tags' | 'published' | 'updated' | 'views' | 'links',
      string
    >;
    onlyTheir: string;
    onlyThisTag: string;
    publicPage: string;
    /** With `{title}`. */
    ofTitle: string;
    edit: string;
    notMoved: string;
    tabsLabel: string;
    all: string;
    searchLabel: string;
    searchPlaceholder: string;
    anyType: string;
    datesAre: string;
    created: string;
    from: string;
    to: string;
    /** With `{author}`. */
    onlyBy: string;
    showEveryAuthor: string;
    /** With `{tag}`. */
    onlyTagged: string;
    showEveryTag: string;
    loadError: string;
    captionReadOnly: string;
    loading: string;
    writeFirst: string;
    auditNote: string;
    move: string;
    bulkDone: PluralByState;
    bulkUnchanged: PluralByState;
    bulkRefused: PluralWords;
    bulkNotFound: PluralWords;
    confirmTitle: PluralByState;
  };
  detail: {
    title: string;
    back: string;
    loading: string;
    notMoved: string;
    edit: string;
    publicPage: string;
    state: string;
    moveTo: string;
    movesLabel: string;
    noMove: string;
    readOnly: string;
    body: string;
    details: string;
    facts: Record<
      | 'id'
      | 'slug'
      | 'type'
      | 'language'
      | 'author'
      | 'tags'
      | 'created'
      | 'updated'
      | 'published'
      | 'version'
      | 'views'
      | 'upvotes'
      | 'comments'
      | 'series'
      | 'translations',
      string
    >;
    theirTutorials: string;
    noAuthor: string;
    none: string;
    never: string;
    savedVersions: string;
    /** With `{version}` and `{title}`. */
    versionLine: string;
    /** With `{name}` and `{date}`. */
    versionBy: string;
    /** The name of an editor whose account is gone. */
    deletedMember: string;
    /** With `{move}` and `{title}`. */
    confirmTitle: string;
    auditNote: string;
    move: string;
  };
  form: {
    editPageTitle: string;
    newPageTitle: string;
    loading: string;
    back: string;
    title: string;
    description: string;
    descriptionHelp: string;
    slug: string;
    type: string;
    language: string;
    state: string;
    translationOf: string;
    tags: string;
    body: string;
    nothingToSave: string;
    saved: string;
    savedDraft: string;
    notSaved: string;
    editTitle: string;
    conflict: string;
    loadTheirs: string;
    fields: string;
    translationFields: string;
    slugHelpEdit: string;
    slugHelpNew: string;
    translationOfLabel: string;
    translationOfHelp: string;
    saving: string;
    saveChanges: string;
    saveDraft: string;
    cancel: string;
    newTranslation: string;
    onlyTutorial: string;
    sourceError: string;
    loadingSource: string;
    isTranslation: string;
    openOriginal: string;
    ledeTranslation: string;
    ledeNew: string;
  };
  loadFailure: {
    notFoundTitle: string;
    /** With `{id}`. */
    notFound: string;
    error: string;
  };
};

/** What the list screen shows. */
export type TutorialListWords = Omit<TutorialWords, 'detail' | 'loadFailure' | 'form'>;
/** What the detail page shows. */
export type TutorialDetailWords = Omit<TutorialWords, 'list' | 'form'>;
/** What the edit and new forms show. */
export type TutorialFormWords = Omit<TutorialWords, 'list' | 'detail'>;

const keep = (name: string) => `{${name}}`;

/** The words of the admin tutorial screens from the `admin-content` translator `t` of `locale`. */
export function tutorialWordsOf(t: Translate, locale: string): TutorialWords {
  const counted = (format: (count: number) => string) => pluralWords(format, locale);
  return {
    locale,
    states: {
      draft: t('tutorials.states.draft'),
      published: t('tutorials.states.published'),
      trashed: t('tutorials.states.trashed'),
      deprecated: t('tutorials.states.deprecated'),
      unlisted: t('tutorials.states.unlisted'),
    },
    moves: {
      draft: t('tutorials.moves.draft'),
      published: t('tutorials.moves.published'),
      trashed: t('tutorials.moves.trashed'),
      deprecated: t('tutorials.moves.deprecated'),
      unlisted: t('tutorials.moves.unlisted'),
    },
    moved: {
      draft: t('tutorials.moved.draft'),
      published: t('tutorials.moved.published'),
      trashed: t('tutorials.moved.trashed'),
      deprecated: t('tutorials.moved.deprecated'),
      unlisted: t('tutorials.moved.unlisted'),
    },
    effects: {
      trashed: t('tutorials.effects.trashed'),
      hidden: t('tutorials.effects.hidden'),
      unlisted: t('tutorials.effects.unlisted'),
      deprecated: t('tutorials.effects.deprecated'),
      listed: t('tutorials.effects.listed'),
    },
    subtypes: {
      tutorial: t('tutorials.subtypes.tutorial'),
      post: t('tutorials.subtypes.post'),
      'conceptual-article': t('tutorials.subtypes.conceptual_article'),
      'tech-talk': t('tutorials.subtypes.tech_talk'),
      book: t('tutorials.subtypes.book'),
      cheatsheet: t('tutorials.subtypes.cheatsheet'),
      'meetup-kit': t('tutorials.subtypes.meetup_kit'),
      'developer-center': t('tutorials.subtypes.developer_center'),
      'learning-path': t('tutorials.subtypes.learning_path'),
    },
    list: {
      title: t('tutorials.list.title'),
      ledeEditor: t('tutorials.list.lede_editor'),
      ledeReader: t('tutorials.list.lede_reader'),
      newTutorial: t('tutorials.list.new_tutorial'),
      columns: {
        title: t('tutorials.list.col_title'),
        state: t('tutorials.list.col_state'),
        type: t('tutorials.list.col_type'),
        author: t('tutorials.list.col_author'),
        tags: t('tutorials.list.col_tags'),
        published: t('tutorials.list.col_published'),
        updated: t('tutorials.list.col_updated'),
        views: t('tutorials.list.col_views'),
        links: t('tutorials.list.col_links'),
      },
      onlyTheir: t('tutorials.list.only_their'),
      onlyThisTag: t('tutorials.list.only_this_tag'),
      publicPage: t('tutorials.list.public_page'),
      ofTitle: t('tutorials.list.of_title', { title: keep('title') }),
      edit: t('tutorials.list.edit'),
      notMoved: t('tutorials.list.not_moved'),
      tabsLabel: t('tutorials.list.tabs_label'),
      all: t('tutorials.list.all'),
      searchLabel: t('tutorials.list.search_label'),
      searchPlaceholder: t('tutorials.list.search_placeholder'),
      anyType: t('tutorials.list.any_type'),
      datesAre: t('tutorials.list.dates_are'),
      created: t('tutorials.list.created'),
      from: t('tutorials.list.from'),
      to: t('tutorials.list.to'),
      onlyBy: t('tutorials.list.only_by', { author: keep('author') }),
      showEveryAuthor: t('tutorials.list.show_every_author'),
      onlyTagged: t('tutorials.list.only_tagged', { tag: keep('tag') }),
      showEveryTag: t('tutorials.list.show_every_tag'),
      loadError: t('tutorials.list.load_error'),
      captionReadOnly: t('tutorials.list.caption_read_only'),
      loading: t('tutorials.list.loading'),
      writeFirst: t('tutorials.list.write_first'),
      auditNote: t('tutorials.list.audit_note'),
      move: t('tutorials.list.move'),
      bulkDone: {
        draft: counted((count) => t('tutorials.list.bulk_done.draft', { count })),
        published: counted((count) => t('tutorials.list.bulk_done.published', { count })),
        trashed: counted((count) => t('tutorials.list.bulk_done.trashed', { count })),
        deprecated: counted((count) => t('tutorials.list.bulk_done.deprecated', { count })),
        unlisted: counted((count) => t('tutorials.list.bulk_done.unlisted', { count })),
      },
      bulkUnchanged: {
        draft: counted((count) => t('tutorials.list.bulk_unchanged.draft', { count })),
        published: counted((count) => t('tutorials.list.bulk_unchanged.published', { count })),
        trashed: counted((count) => t('tutorials.list.bulk_unchanged.trashed', { count })),
        deprecated: counted((count) => t('tutorials.list.bulk_unchanged.deprecated', { count })),
        unlisted: counted((count) => t('tutorials.list.bulk_unchanged.unlisted', { count })),
      },
      bulkRefused: counted((count) => t('tutorials.list.bulk_refused', { count })),
      bulkNotFound: counted((count) => t('tutorials.list.bulk_not_found', { count })),
      confirmTitle: {
        draft: counted((count) => t('tutorials.list.confirm_title.draft', { count })),
        published: counted((count) => t('tutorials.list.confirm_title.published', { count })),
        trashed: counted((count) => t('tutorials.list.confirm_title.trashed', { count })),
        deprecated: counted((count) => t('tutorials.list.confirm_title.deprecated', { count })),
        unlisted: counted((count) => t('tutorials.list.confirm_title.unlisted', { count })),
      },
    },
    detail: {
      title: t('tutorials.detail.title'),
      back: t('tutorials.detail.back'),
      loading: t('tutorials.detail.loading'),
      notMoved: t('tutorials.detail.not_moved'),
      edit: t('tutorials.detail.edit'),
      publicPage: t('tutorials.detail.public_page'),
      state: t('tutorials.detail.state'),
      moveTo: t('tutorials.detail.move_to'),
      movesLabel: t('tutorials.detail.moves_label'),
      noMove: t('tutorials.detail.no_move'),
      readOnly: t('tutorials.detail.read_only'),
      body: t('tutorials.detail.body'),
      details: t('tutorials.detail.details'),
      facts: {
        id: t('tutorials.detail.id'),
        slug: t('tutorials.detail.slug'),
        type: t('tutorials.detail.type'),
        language: t('tutorials.detail.language'),
        author: t('tutorials.detail.author'),
        tags: t('tutorials.detail.tags'),
        created: t('tutorials.detail.created'),
        updated: t('tutorials.detail.updated'),
        published: t('tutorials.detail.published'),
        version: t('tutorials.detail.version'),
        views: t('tutorials.detail.views'),
        upvotes: t('tutorials.detail.upvotes'),
        comments: t('tutorials.detail.comments'),
        series: t('tutorials.detail.series'),
        translations: t('tutorials.detail.translations'),
      },
      theirTutorials: t('tutorials.detail.their_tutorials'),
      noAuthor: t('tutorials.detail.no_author'),
      none: t('tutorials.detail.none'),
      never: t('tutorials.detail.never'),
      savedVersions: t('tutorials.detail.saved_versions'),
      versionLine: t('tutorials.detail.version_line', { version: keep('version'), title: keep('title') }),
      versionBy: t('tutorials.detail.version_by', { name: keep('name'), date: keep('date') }),
      deletedMember: t('tutorials.detail.deleted_member'),
      confirmTitle: t('tutorials.detail.confirm_title', { move: keep('move'), title: keep('title') }),
      auditNote: t('tutorials.detail.audit_note'),
      move: t('tutorials.detail.move'),
    },
    form: {
      editPageTitle: t('tutorials.meta.edit'),
      newPageTitle: t('tutorials.meta.new'),
      loading: t('tutorials.detail.loading'),
      back: t('tutorials.detail.back'),
      title: t('tutorials.form.title'),
      description: t('tutorials.form.description'),
      descriptionHelp: t('tutorials.form.description_help'),
      slug: t('tutorials.form.slug'),
      type: t('tutorials.form.type'),
      language: t('tutorials.form.language'),
      state: t('tutorials.form.state'),
      translationOf: t('tutorials.form.translation_of'),
      tags: t('tutorials.form.tags'),
      body: t('tutorials.form.body'),
      nothingToSave: t('tutorials.form.nothing_to_save'),
      saved: t('tutorials.form.saved', { title: keep('title') }),
      savedDraft: t('tutorials.form.saved_draft', { title: keep('title') }),
      notSaved: t('tutorials.form.not_saved'),
      editTitle: t('tutorials.form.edit_title', { title: keep('title') }),
      conflict: t('tutorials.form.conflict'),
      loadTheirs: t('tutorials.form.load_theirs'),
      fields: t('tutorials.form.fields'),
      translationFields: t('tutorials.form.translation_fields'),
      slugHelpEdit: t('tutorials.form.slug_help_edit'),
      slugHelpNew: t('tutorials.form.slug_help_new'),
      translationOfLabel: t('tutorials.form.translation_of_label'),
      translationOfHelp: t('tutorials.form.translation_of_help'),
      saving: t('tutorials.form.saving'),
      saveChanges: t('tutorials.form.save_changes'),
      saveDraft: t('tutorials.form.save_draft'),
      cancel: t('tutorials.form.cancel'),
      newTranslation: t('tutorials.form.new_translation'),
      onlyTutorial: t('tutorials.form.only_tutorial'),
      sourceError: t('tutorials.form.source_error'),
      loadingSource: t('tutorials.form.loading_source'),
      isTranslation: t('tutorials.form.is_translation', { title: keep('title'), link: keep('link') }),
      openOriginal: t('tutorials.form.open_original'),
      ledeTranslation: t('tutorials.form.lede_translation', {
        title: keep('title'),
        language: keep('language'),
      }),
      ledeNew: t('tutorials.form.lede_new'),
    },
    loadFailure: {
      notFoundTitle: t('tutorials.load_failure.not_found_title'),
      notFound: t('tutorials.load_failure.not_found', { id: keep('id') }),
      error: t('tutorials.load_failure.error'),
    },
  };
}

const cache = new Map<string, TutorialWords>();

/** The words of the admin tutorial screens in the page's language (made once per language). */
export async function tutorialWords(): Promise<TutorialWords> {
  const locale = await pageLocale();
  let words = cache.get(locale);
  if (!words) {
    const t = await getT('admin-content', locale);
    words = tutorialWordsOf(t, locale);
    cache.set(locale, words);
  }
  return words;
}

/** The list screen's words in the page's language. */
export async function tutorialListWords(): Promise<TutorialListWords> {
  const { detail: _detail, loadFailure: _loadFailure, form: _form, ...words } = await tutorialWords();
  return words;
}

/** The detail page's words in the page's language. */
export async function tutorialDetailWords(): Promise<TutorialDetailWords> {
  const { list: _list, form: _form, ...words } = await tutorialWords();
  return words;
}

/** The edit and new forms' words in the page's language. */
export async function tutorialFormWords(): Promise<TutorialFormWords> {
  const { list: _list, detail: _detail, ...words } = await tutorialWords();
  return words;
}
