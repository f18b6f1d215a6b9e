'use client';
// The list of static pages: the generic list (filters by type, state and featured from the descriptor), each row's
// path opening the editor, and a "View" link to the public page of those the site shows.
import Link from '@/components/ui/link';
import { ResourceList } from '../generic/resource-list';
import { RESOURCE_SCREENS } from '../generic/screens';
import { fillIn } from '../generic/words';

/** The list's own words (the generic list's come from its page's GenericWordsProvider). */
export type StaticPageListWords = { lede: string; /** With `{title}`. */ viewOnSite: string };

export function StaticPageList({ words }: { words: StaticPageListWords }) {
  const screens = RESOURCE_SCREENS.static_page;
  return (
    <ResourceList
      screens={screens}
      lede={words.lede}
      cells={{
        path: (item) => {
          const href = screens.publicHref(item);
          return href ? (
            <Link href={href} target="_blank">
              {String(item.path)}{' '}
              <span className="visually-hidden">
                {fillIn(words.viewOnSite, { title: String(item.title) })}
              </span>
            </Link>
          ) : (
            String(item.path)
          );
        },
      }}
    />
  );
}
