'use client';
// The words of the generic admin screens (lists, admin pages, forms of any resource) in the page's language (issue
// #31, item 1). The server pages of the admin content sections provide them (generic-words-server.ts); a screen
// rendered without a provider (a section whose page does not provide them yet) says them in English.
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminResource } from '@reef/core';
import type { PermissionsEditorWords } from '../permissions/permissions-editor';
import { fillIn } from './words';

/** The generic screens' messages, with `{label}`, `{noun}`, `{nouns}`, `{title}` where those go. */
export type GenericMessages = {
  any: string;
  new: string;
  search: string;
  alsoFilters: string;
  listError: string;
  listLoading: string;
  rowLabel: string;
  notFoundTitle: string;
  notFound: string;
  itemError: string;
  itemLoading: string;
  edit: string;
  viewOnSite: string;
  delete: string;
  deleteTitle: string;
  deleteConsequence: string;
  deleteConfirm: string;
  deleted: string;
  notDeleted: string;
  editTitle: string;
  nothingChanged: string;
  created: string;
  saved: string;
  notSaved: string;
  formLabel: string;
  saving: string;
  saveChanges: string;
  create: string;
  utc: string;
  yes: string;
  no: string;
  none: string;
  conflictTitle: string;
  conflictNote: string;
  discard: string;
  overwrite: string;
  metaEdit: string;
  pickerTutorial: string;
  pickerMoved: string;
  pickerAdded: string;
  pickerVersion: string;
  pickerNoVersion: string;
  pickerUp: string;
  pickerDown: string;
  pickerMoveUp: string;
  pickerMoveDown: string;
  pickerRemove: string;
  pickerRemoveLabel: string;
  pickerRemoved: string;
  pickerEmpty: string;
  pickerFind: string;
  pickerPlaceholder: string;
  pickerFound: string;
  pickerVersionN: string;
  pickerAdd: string;
  unsavedChanges: string;
  /** `{reason}`: the JSON parser's words. */
  notJson: string;
};

/** A resource's names: as a heading (`one`, `many`) and inside a sentence (`noun`, `nouns`). */
export type ResourceNames = { one: string; many: string; noun: string; nouns: string };

/** The generic screens' words. */
export type GenericWords = {
  messages: GenericMessages;
  resources: Record<string, ResourceNames>;
  /** The descriptors' field labels in the page's language, by their English. */
  fields: Record<string, string>;
  /** The descriptors' field help texts in the page's language, by their English. */
  help?: Record<string, string>;
  /** The permissions editor's words (a user group's permissions field). */
  permissions?: PermissionsEditorWords;
};

/** English, for a screen rendered without a provider. */
const ENGLISH: GenericMessages = {
  any: 'Any',
  new: 'New {noun}',
  search: 'Search {nouns}',
  alsoFilters: 'Also filters by {params} in the address (e.g. a tag slug).',
  listError: 'The {nouns} could not be loaded. Reload the page to try again.',
  listLoading: 'Loading {nouns}…',
  rowLabel: '{noun} {title}',
  notFoundTitle: '{label} not found',
  notFound: 'There is no such {noun}; it may have been deleted.',
  itemError: 'The {noun} could not be loaded. Reload the page to try again.',
  itemLoading: 'Loading the {noun}…',
  edit: 'Edit',
  viewOnSite: 'View on the site',
  delete: 'Delete',
  deleteTitle: 'Delete {noun} {title}?',
  deleteConsequence: '{label} {title} is removed for good; links to it stop working. This cannot be undone.',
  deleteConfirm: 'Delete {noun}',
  deleted: '{label} {title} deleted.',
  notDeleted: '{label} {title} was not deleted.',
  editTitle: 'Edit {title}',
  nothingChanged: 'Nothing changed.',
  created: '{label} {title} created.',
  saved: '{label} {title} saved.',
  notSaved: 'The {noun} was not saved.',
  formLabel: '{label} form',
  saving: 'Saving…',
  saveChanges: 'Save changes',
  create: 'Create {noun}',
  utc: '{label} (UTC)',
  yes: 'Yes',
  no: 'No',
  none: 'None',
  conflictTitle: 'Someone else saved this {noun} while you were editing it.',
  conflictNote: 'Your changes are still in the form and have not been saved.',
  discard: 'Discard mine and load their version',
  overwrite: 'Save mine over theirs',
  metaEdit: 'Edit {noun} {id}',
  pickerTutorial: 'Tutorial {id}',
  pickerMoved: '{title} moved to position {position} of {total}.',
  pickerAdded: '{title} added.',
  pickerVersion: 'Version',
  pickerNoVersion: 'No version',
  pickerUp: 'Up',
  pickerDown: 'Down',
  pickerMoveUp: 'Move {title} up',
  pickerMoveDown: 'Move {title} down',
  pickerRemove: 'Remove',
  pickerRemoveLabel: 'Remove {title}',
  pickerRemoved: '{title} removed.',
  pickerEmpty: 'No tutorials yet.',
  pickerFind: 'Find a tutorial to add',
  pickerPlaceholder: 'Title or slug',
  pickerFound: 'Tutorials found',
  pickerVersionN: 'Version {id}',
  pickerAdd: 'Add',
  unsavedChanges: 'Unsaved changes',
  notJson: 'Not valid JSON: {reason}',
};

const GenericWordsContext = createContext<GenericWords | null>(null);

/** Gives the generic screens below it their words. */
export function GenericWordsProvider({ words, children }: { words: GenericWords; children: ReactNode }) {
  return <GenericWordsContext.Provider value={words}>{children}</GenericWordsContext.Provider>;
}

/** A resource's names from the words, or from its descriptor's English label. */
export function resourceNames(words: GenericWords | null, resource: AdminResource): ResourceNames {
  return (
    words?.resources[resource.name] ?? {
      one: resource.label.one,
      many: resource.label.many,
      noun: resource.label.one.toLowerCase(),
      nouns: resource.label.many.toLowerCase(),
    }
  );
}

/** The generic screens' words for `resource`: `say('deleted', { title })` fills in its names too. */
export function useGenericWords(resource: AdminResource) {
  const words = useContext(GenericWordsContext);
  const names = resourceNames(words, resource);
  const messages = words?.messages ?? ENGLISH;
  const say = (key: keyof GenericMessages, values: Record<string, string | number> = {}) =>
    fillIn(messages[key], { label: names.one, noun: names.noun, nouns: names.nouns, ...values });
  /** A descriptor's field label ("Name") in the page's language. */
  const field = (english: string) => words?.fields[english] ?? english;
  return { names, messages, say, field };
}

/** The plain messages (Yes, No, None…) for code outside a resource's screens. */
export function useGenericMessages(): GenericMessages {
  return useContext(GenericWordsContext)?.messages ?? ENGLISH;
}

/** The permissions editor's words in the page's language (its own English when not provided). */
export function usePermissionsEditorWords(): PermissionsEditorWords | undefined {
  return useContext(GenericWordsContext)?.permissions;
}

/** A descriptor's field help text in the page's language. */
export function useFieldHelp(): (english: string | undefined) => string | undefined {
  const words = useContext(GenericWordsContext);
  return (english) => (english === undefined ? undefined : (words?.help?.[english] ?? english));
}

/** A descriptor's field label in the page's language, for code outside a resource's screens. */
export function useFieldLabel(): (english: string) => string {
  const words = useContext(GenericWordsContext);
  return (english) => words?.fields[english] ?? english;
}
