// The publishing parts' words in the page's language, from the `admin-content` catalogue (issue #31, item 1).
import { getT, type Translate } from '@/i18n/translate';
import type { PublishingWords } from './publishing-words';

const keep = (name: string) => `{${name}}`;

/** The publishing parts' words from the `admin-content` translator `t`. */
export function publishingWordsOf(t: Translate): PublishingWords {
  return {
    loadError: t('publishing.load_error', { noun: keep('noun') }),
    loading: t('publishing.loading', { noun: keep('noun') }),
    editTitle: t('publishing.edit_title', { path: keep('path') }),
    viewOnSite: t('publishing.view_on_site'),
    conflict: t('publishing.conflict', { noun: keep('noun') }),
    reloadTheirs: t('publishing.reload_theirs'),
    saveMine: t('publishing.save_mine'),
    legend: t('publishing.legend'),
    now: t('publishing.now', { status: keep('status') }),
    goLive: t('publishing.go_live'),
    saving: t('publishing.saving'),
    saveAndPublish: t('publishing.save_and_publish'),
    publish: t('publishing.publish'),
    schedule: t('publishing.schedule'),
    saveDraft: t('publishing.save_draft'),
    unsaved: t('publishing.unsaved'),
    statusDraft: t('publishing.status_draft'),
    statusScheduled: t('publishing.status_scheduled', { time: keep('time') }),
    statusUnlisted: t('publishing.status_unlisted'),
    statusPublished: t('publishing.status_published'),
    future: t('publishing.future', { noun: keep('noun') }),
    savedDraft: t('publishing.saved_draft'),
    scheduled: t('publishing.scheduled', { noun: keep('noun'), time: keep('time') }),
    published: t('publishing.published', { path: keep('path') }),
    notSaved: t('publishing.not_saved', { noun: keep('noun') }),
    history: t('publishing.history'),
    versionLoadError: t('publishing.version_load_error', { number: keep('number') }),
    restored: t('publishing.restored', { number: keep('number') }),
    notRestored: t('publishing.not_restored'),
    versionsError: t('publishing.versions_error'),
    noVersions: t('publishing.no_versions'),
    versionButton: t('publishing.version_button', { number: keep('number') }),
    currentMark: t('publishing.current_mark'),
    by: t('publishing.by', { name: keep('name') }),
    loadingVersions: t('publishing.loading_versions'),
    compared: t('publishing.compared', { number: keep('number') }),
    same: t('publishing.same', { number: keep('number') }),
    differ: t('publishing.differ'),
    versionN: t('publishing.version_n', { number: keep('number') }),
    current: t('publishing.current'),
    restoreButton: t('publishing.restore_button', { number: keep('number') }),
    restoreTitle: t('publishing.restore_title', { number: keep('number') }),
    restoreConsequence: t('publishing.restore_consequence', { number: keep('number') }),
    restore: t('publishing.restore'),
    nounPost: t('publishing.noun_post'),
    nounPage: t('publishing.noun_page'),
    language: t('publishing.language'),
    translationOf: t('publishing.translation_of'),
    theNounId: t('publishing.the_noun_id', { id: keep('id'), noun: keep('noun') }),
    translations: t('publishing.translations'),
    noTranslations: t('publishing.no_translations'),
    translateInto: t('publishing.translate_into'),
    translate: t('publishing.translate'),
    original: t('publishing.original', { language: keep('language') }),
    famDraft: t('publishing.fam_draft'),
    famTrashed: t('publishing.fam_trashed'),
    famUnlisted: t('publishing.fam_unlisted'),
    famDeprecated: t('publishing.fam_deprecated'),
    nounTutorial: t('publishing.noun_tutorial'),
  };
}

/** The publishing parts' words in the page's language. */
export async function publishingWords(): Promise<PublishingWords> {
  const t = await getT('admin-content');
  return publishingWordsOf(t);
}
