'use client';
// The list of posts: the generic list (filters by type, state and tag from the descriptor), each row's title opening
// the editor, and a "View" link to the public page of published posts.
import Link from '@/components/ui/link';
import { ResourceList } from '../generic/resource-list';
import { RESOURCE_SCREENS } from '../generic/screens';

export function PostList() {
  const screens = RESOURCE_SCREENS.post;
  return (
    <ResourceList
      screens={screens}
      lede="Blog posts and resources, written in markdown. Open one to edit it with a live preview."
      cells={{
        type: (item) => {
          const href = screens.publicHref(item);
          return href ? (
            <Link href={href} target="_blank">
              {String(item.type)} <span className="visually-hidden">(view {String(item.title)} on site)</span>
            </Link>
          ) : (
            String(item.type)
          );
        },
      }}
    />
  );
}
