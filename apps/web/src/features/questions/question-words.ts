// The ask and edit forms' words in the page's language (issue #31, item 1), built on the server
// (question-words-server.ts) and passed to the client form; the browser fills in `{login}`, `{register}`…
import type { DenialWords } from '@/features/auth/create-gate';
import type { ContentFormWords } from '@/features/content-form/content-form-words';

/** What the question form says. */
export type QuestionFormWords = {
  /** With `{login}` and `{register}`, the two links. */
  signedOut: string;
  logIn: string;
  signUp: string;
  denialTitle: string;
  denialExplanation: string;
  denialBack: string;
  titleHint: string;
  /** With `{tutorial}` (its link) and `{without}` (the link that drops it). */
  aboutTutorial: string;
  askWithout: string;
  bodyLabel: string;
  bodyHint: string;
  held: string;
  updated: string;
  posted: string;
  submit: string;
  submitting: string;
  similarHeading: string;
  similarLede: string;
  form: ContentFormWords;
  /** Why an edit is refused, in the page's language (the create gate's words; English without them). */
  denialReason?: DenialWords;
};
