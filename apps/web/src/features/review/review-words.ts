// The words of a member's held content (held-content-view.tsx) and of the profile's owner panel
// (profile-owner-panel.tsx) in the page's language: built on the server from the `community` catalogue
// (review-words-server.ts) and passed down by the pages; English for the pages that pass none.

import type { AuthorLineWords } from '@/components/content/author-line';

type Notice = { self: string; other: string };

/** What a held question or tutorial says around itself. */
export type HeldWords = {
  awaitingTitle: string;
  draftTitle: string;
  awaiting: { question: Notice; tutorial: Notice };
  draft: { question: Notice; tutorial: Notice };
  community: string;
  questions: string;
  tutorials: string;
  question: string;
  tutorial: string;
  questionBody: string;
  tutorialBody: string;
  asked: string;
  written: string;
  editQuestion: string;
  /** The page's language, for the author line's dates. */
  locale: string;
  /** The author line's dates and the name of a deleted author. */
  authorLine: AuthorLineWords;
};

const awaiting = (kind: string, who: string) =>
  `This ${kind} is held until a moderator reviews it (links from new members are checked first). Until then only ${who} and the moderators can see it.`;
const draft = (kind: string, who: string) =>
  `Only ${who} and the editors can see this ${kind} until it is published.`;

/** The held item's English words. */
export const ENGLISH_HELD_WORDS: HeldWords = {
  awaitingTitle: 'Awaiting review.',
  draftTitle: 'Draft.',
  awaiting: {
    question: { self: awaiting('question', 'you'), other: awaiting('question', 'its author') },
    tutorial: { self: awaiting('tutorial', 'you'), other: awaiting('tutorial', 'its author') },
  },
  draft: {
    question: { self: draft('question', 'you'), other: draft('question', 'its author') },
    tutorial: { self: draft('tutorial', 'you'), other: draft('tutorial', 'its author') },
  },
  community: 'Community',
  questions: 'Questions',
  tutorials: 'Tutorials',
  question: 'Question',
  tutorial: 'Tutorial',
  questionBody: 'The question',
  tutorialBody: 'The tutorial',
  asked: 'Asked',
  written: 'Written',
  editQuestion: 'Edit your question',
  locale: 'en',
  authorLine: { published: 'Published {date}', updated: 'Updated {date}', deletedMember: 'Deleted member' },
};

/** What the profile's owner panel says. */
export type OwnerPanelWords = {
  /** The page's language, for the relative times. */
  locale: string;
  editProfile: string;
  awaitingReview: string;
  onlySelf: string;
  onlyOther: string;
  kinds: { question: string; answer: string; comment: string };
  pending: string;
};

/** The owner panel's English words. */
export const ENGLISH_OWNER_PANEL_WORDS: OwnerPanelWords = {
  locale: 'en',
  editProfile: 'Edit profile',
  awaitingReview: 'Awaiting review',
  onlySelf: 'Only you and the moderators see these until a moderator reviews them.',
  onlyOther: 'Only this member and the moderators see these until a moderator reviews them.',
  kinds: { question: 'Question', answer: 'Answer', comment: 'Comment' },
  pending: 'Pending review',
};
