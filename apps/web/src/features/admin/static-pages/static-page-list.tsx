'use client';
// The list of static pages: the generic list (filters by type, state and featured from the descriptor), each row's
// path opening the editor, and a "View" link to the public page of those the site shows.
import Link from '@/components/ui/link';
import { ResourceList } from '../generic/resource-list';
import { RESOURCE_SCREENS } from '../generic/screens';

export function StaticPageList() {
  const screens = RESOURCE_SCREENS.static_page;
  return (
    <ResourceList
      screens={screens}
      lede="Pages of the marketing site, built from slices. Open one to edit its slices with a live preview."
      cells={{
        path: (item) => {
          const href = screens.publicHref(item);
          return href ? (
            <Link href={href} target="_blank">
              {String(item.path)}{' '}
              <span className="visually-hidden">(view on site, {String(item.title)})</span>
            </Link>
          ) : (
            String(item.path)
          );
        },
      }}
    />
  );
}
