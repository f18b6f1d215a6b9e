// The words the tutorial and tool forms share (issue #31, item 1), in the page's language: built on the server
// (member-form-words-server.ts) and handed to the client forms on pages in another language than English; an English
// page passes none and the forms say these defaults.
import type { ToolType, TutorialSubtype } from '@reef/core';
import type { DenialWords } from '@/features/auth/create-gate';
import { DESCRIPTION_HELP } from './fields';
import { ENGLISH_CONTENT_FORM_WORDS, type ContentFormWords } from './content-form-words';

/** What the tutorial and tool forms both say. */
export type MemberFormWords = {
  /** The sign-in prompt, with `{login}` where the link goes. */
  signedOut: string;
  logIn: string;
  denialTitle: string;
  denialExplanation: string;
  denialBack: string;
  description: string;
  descriptionHelp: string;
  kind: string;
  status: string;
  body: string;
  saved: string;
  draftSaved: string;
  saveChanges: string;
  saveAndPublish: string;
  saving: string;
  /** Content states by core's value (statusLabel's English when one is missing). */
  states: Readonly<Record<string, string>>;
  form: ContentFormWords;
  /** Why an edit is refused, in the page's language (the create gate's words; English without them). */
  denialReason?: DenialWords;
};

/** The tutorial form's words. */
export type TutorialFormWords = MemberFormWords & {
  saveDraft: string;
  /** Each kind of tutorial by core's id (`conceptual-article`). */
  subtypes: Readonly<Record<TutorialSubtype, string>>;
};

/** The tool form's words. */
export type ToolFormWords = MemberFormWords & {
  name: string;
  nameHint: string;
  website: string;
  websiteHelp: string;
  submitted: string;
  submit: string;
  /** Each kind of tool by core's id (`api_wrapper`). */
  toolTypes: Readonly<Record<ToolType, string>>;
};

const ENGLISH_SHARED = {
  logIn: 'Log in',
  description: 'Description',
  descriptionHelp: DESCRIPTION_HELP,
  kind: 'Kind',
  status: 'Status',
  draftSaved: 'Draft saved',
  saveChanges: 'Save changes',
  saveAndPublish: 'Save and publish',
  saving: 'Saving…',
  states: {},
  form: ENGLISH_CONTENT_FORM_WORDS,
};

/** The tutorial form's English words. */
export const ENGLISH_TUTORIAL_FORM_WORDS: TutorialFormWords = {
  ...ENGLISH_SHARED,
  signedOut: '{login} to write a tutorial. Anything you type is kept on this device.',
  denialTitle: 'You cannot edit this tutorial',
  denialExplanation:
    'Authors edit their own tutorials (until a moderator trashes them); editors (MANAGE_TUTORIALS) edit ' +
    'every tutorial. Suggest a change in a comment on the tutorial instead.',
  denialBack: 'Back to the tutorial',
  body: 'Body',
  saved: 'Tutorial saved',
  saveDraft: 'Save draft',
  subtypes: {
    tutorial: 'Tutorial',
    post: 'Post',
    'conceptual-article': 'Conceptual article',
    'tech-talk': 'Tech talk',
    book: 'Book',
    cheatsheet: 'Cheatsheet',
    'meetup-kit': 'Meetup kit',
    'developer-center': 'Developer center',
    'learning-path': 'Learning path',
  },
};

/** The tool form's English words. */
export const ENGLISH_TOOL_FORM_WORDS: ToolFormWords = {
  ...ENGLISH_SHARED,
  signedOut: '{login} to submit a tool. Anything you type is kept on this device.',
  denialTitle: 'You cannot edit this tool',
  denialExplanation:
    'Members who submit a tool (CREATE_TOOLS) edit their own tools; tool editors (MANAGE_TOOLS) edit every ' +
    'tool. Suggest a change in a comment on the tool instead.',
  denialBack: 'Back to the tool',
  body: 'About the tool',
  saved: 'Tool saved',
  name: 'Name',
  nameHint: "The tool's own name, as its website spells it.",
  website: 'Website',
  websiteHelp: "The tool's home page, starting with https://",
  submitted: 'Tool submitted: the tool editors will review it',
  submit: 'Submit tool',
  toolTypes: {
    api_wrapper: 'API wrapper',
    apps: 'App',
    courses: 'Course',
    services: 'Service',
    others: 'Other',
  },
};
