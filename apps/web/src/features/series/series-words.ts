// The words of a series' parts list (the member's progress, the toggle, its toasts and the sign-in hint): English by
// default, the page's language when the server passes them (server-series-parts.tsx). No directive: both the server
// list and the member's client list read it.
import { ENGLISH_SERIES_HINT } from './series-hint-words';

/** The texts of the parts list; `progress` keeps `{done}` and `{total}`, `hint` keeps `{link}`. */
export type SeriesWords = {
  progress: string;
  completedMark: string;
  notCompletedMark: string;
  done: string;
  mark: string;
  marked: string;
  unmarked: string;
  saveFailed: string;
  hint: string;
  logIn: string;
};

export const ENGLISH_SERIES_WORDS: SeriesWords = {
  progress: '{done} of {total} completed',
  completedMark: '(completed)',
  notCompletedMark: '(not completed)',
  done: '✓ Completed',
  mark: 'Mark as completed',
  marked: 'Marked as completed',
  unmarked: 'Marked as not completed',
  saveFailed: 'Your progress could not be saved. Please try again.',
  ...ENGLISH_SERIES_HINT,
};

/** `template` cut around `{name}`: the text before and after it. */
export function cutAround(template: string, name: string): [string, string] {
  const mark = `{${name}}`;
  const at = template.indexOf(mark);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + mark.length)];
}
