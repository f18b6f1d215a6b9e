'use client';
// The list of posts: the generic list (filters by type, state and tag from the descriptor), each row's title opening
// the editor, and a "View" link to the public page of published posts.
import Link from '@/components/ui/link';
import { ResourceList } from '../generic/resource-list';
import { RESOURCE_SCREENS } from '../generic/screens';
import { fillIn } from '../generic/words';

/** The list's own words (the generic list's come from its page's GenericWordsProvider). */
export type PostListWords = { lede: string; /** With `{title}`. */ viewOnSite: string };

export function PostList({ words }: { words: PostListWords }) {
  const screens = RESOURCE_SCREENS.post;
  return (
    <ResourceList
      screens={screens}
      lede={words.lede}
      cells={{
        type: (item) => {
          const href = screens.publicHref(item);
          return href ? (
            <Link href={href} target="_blank">
              {String(item.type)}{' '}
              <span className="visually-hidden">
                {fillIn(words.viewOnSite, { title: String(item.title) })}
              </span>
            </Link>
          ) : (
            String(item.type)
          );
        },
      }}
    />
  );
}
