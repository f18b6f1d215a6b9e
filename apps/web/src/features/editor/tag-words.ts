// The tag picker's words (tag-picker.tsx): the page's language from the server, English by default.

/** What the tag picker says; `{count}`, `{max}` and `{tag}` are filled in here. */
export type TagWords = {
  label: string;
  /** "({count} of {max})" */
  count: string;
  chosen: string;
  remove: string;
  full: string;
  search: string;
  suggestions: string;
  uses: string;
  hint: string;
};

/** The picker's English words for a field called `label`. */
export function englishTagWords(label: string): TagWords {
  return {
    label,
    count: '({count} of {max})',
    chosen: `Chosen ${label.toLowerCase()}`,
    remove: 'Remove {tag}',
    full: 'Up to {max} tags',
    search: 'Type to search tags',
    suggestions: `${label} suggestions`,
    uses: '{count} uses',
    hint: 'Pick existing tags so the right people find your post; Enter adds the first suggestion (arrows choose another).',
  };
}

/** The picker's English words. */
export const ENGLISH_TAG_WORDS: TagWords = englishTagWords('Tags');
