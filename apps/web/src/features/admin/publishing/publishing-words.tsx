'use client';
// The words of the post and static-page editors' shared parts (heading, conflict notice, Publishing fieldset,
// version history, language versions) in the page's language (issue #31, item 1). The editors' server pages provide
// them (publishing-words-server.ts); rendered without a provider they are English.
import { createContext, useContext, type ReactNode } from 'react';
import { fillIn } from '../generic/words';

/** The messages, with `{noun}`, `{path}`, `{number}`… where those go. */
export type PublishingWords = {
  loadError: string;
  loading: string;
  editTitle: string;
  viewOnSite: string;
  conflict: string;
  reloadTheirs: string;
  saveMine: string;
  legend: string;
  now: string;
  goLive: string;
  saving: string;
  saveAndPublish: string;
  publish: string;
  schedule: string;
  saveDraft: string;
  unsaved: string;
  statusDraft: string;
  statusScheduled: string;
  statusUnlisted: string;
  statusPublished: string;
  future: string;
  savedDraft: string;
  scheduled: string;
  published: string;
  notSaved: string;
  history: string;
  versionLoadError: string;
  restored: string;
  notRestored: string;
  versionsError: string;
  noVersions: string;
  versionButton: string;
  currentMark: string;
  by: string;
  loadingVersions: string;
  compared: string;
  same: string;
  differ: string;
  versionN: string;
  current: string;
  restoreButton: string;
  restoreTitle: string;
  restoreConsequence: string;
  restore: string;
  nounPost: string;
  nounPage: string;
  language: string;
  translationOf: string;
  theNounId: string;
  translations: string;
  noTranslations: string;
  translateInto: string;
  translate: string;
  original: string;
  famDraft: string;
  famTrashed: string;
  famUnlisted: string;
  famDeprecated: string;
  nounTutorial: string;
};

/** English, for an editor rendered without a provider. */
export const ENGLISH_PUBLISHING: PublishingWords = {
  loadError: 'The {noun} could not be loaded. It may not exist; reload to try again.',
  loading: 'Loading the {noun}…',
  editTitle: 'Edit {path}',
  viewOnSite: 'View on site',
  conflict:
    'Someone else saved this {noun} after you opened it. Reload to see their version, or save yours over it.',
  reloadTheirs: 'Reload their version',
  saveMine: 'Save mine as a draft anyway',
  legend: 'Publishing',
  now: 'Now: {status}',
  goLive: 'Go live at (your local time)',
  saving: 'Saving…',
  saveAndPublish: 'Save and publish',
  publish: 'Publish',
  schedule: 'Schedule',
  saveDraft: 'Save draft',
  unsaved: 'Unsaved changes',
  statusDraft: 'Draft',
  statusScheduled: 'Scheduled for {time}',
  statusUnlisted: 'Live (unlisted)',
  statusPublished: 'Published',
  future: 'Choose a time in the future to schedule the {noun}.',
  savedDraft: 'Saved as a draft.',
  scheduled: 'Scheduled: the {noun} goes live {time}.',
  published: 'Published. {path} shows it at the next page view.',
  notSaved: 'The {noun} was not saved.',
  history: 'Version history',
  versionLoadError: 'Version {number} could not be loaded.',
  restored: 'Version {number} restored as a new version. The site shows it at the next page view.',
  notRestored: 'The version was not restored.',
  versionsError: 'The versions could not be loaded.',
  noVersions: 'No versions yet: the first save records one.',
  versionButton: 'Version {number}',
  currentMark: ' (current)',
  by: ' by {name}',
  loadingVersions: 'Loading versions…',
  compared: 'Version {number} compared with the current page',
  same: 'Version {number} is the same as the current page.',
  differ: 'Fields that differ',
  versionN: 'Version {number}',
  current: 'Current',
  restoreButton: 'Restore version {number}',
  restoreTitle: 'Restore version {number}?',
  restoreConsequence:
    'The page takes the content of version {number} and is saved as a new version; the site shows it at the next page view. The current content stays in the history.',
  restore: 'Restore',
  nounPost: 'post',
  nounPage: 'page',
  language: 'Language',
  translationOf: 'Translation of:',
  theNounId: 'the {noun} #{id}',
  translations: 'Translations:',
  noTranslations: 'No translations yet.',
  translateInto: 'Translate into',
  translate: 'Translate…',
  original: 'Original ({language})',
  famDraft: 'draft',
  famTrashed: 'trashed',
  famUnlisted: 'unlisted',
  famDeprecated: 'deprecated',
  nounTutorial: 'tutorial',
};

const PublishingWordsContext = createContext<PublishingWords | null>(null);

/** Gives the publishing parts below it their words. */
export function PublishingWordsProvider({
  words,
  children,
}: {
  words: PublishingWords;
  children: ReactNode;
}) {
  return <PublishingWordsContext.Provider value={words}>{children}</PublishingWordsContext.Provider>;
}

/** An editor's noun ("post", "page", "tutorial") in the page's language; another stays as it is. */
function nounOf(words: PublishingWords, noun: string): string {
  if (noun === 'post') return words.nounPost;
  if (noun === 'page') return words.nounPage;
  if (noun === 'tutorial') return words.nounTutorial;
  return noun;
}

/** The words, and `say(key, values)` with the editor's noun in the page's language. */
export function usePublishingWords(noun = '') {
  const words = useContext(PublishingWordsContext) ?? ENGLISH_PUBLISHING;
  const say = (key: keyof PublishingWords, values: Record<string, string | number> = {}) =>
    fillIn(words[key], { noun: nounOf(words, noun), ...values });
  return { words, say };
}
