// A translated sentence with links in it: the catalogue marks each link's words as `[key]…[/key]` (ICU would read
// `<key>` as a tag that a plain translator cannot fill), and the page gives each key its link.
import type { ReactNode } from 'react';

/** `text` with each `[key]words[/key]` replaced by `link(key, words)`. */
export function withLinks(text: string, link: (key: string, words: string) => ReactNode): ReactNode[] {
  return text
    .split(/\[(\w+)\](.*?)\[\/\1\]/)
    .map((part, index, parts) =>
      index % 3 === 1 ? null : index % 3 === 2 ? link(parts[index - 1]!, part) : part,
    );
}
