// Head metadata of admin pages: a title, and never indexed or cached by a search engine (issue #11). The admin
// layout sets the same robots rule for every page under it; a page adds its title.
import type { Metadata } from 'next';

/** Robots rule of every admin page. */
export const ADMIN_ROBOTS: Metadata['robots'] = { index: false, follow: false, nocache: true };

/** Metadata of an admin page titled `title`. */
export function adminMetadata(title: string): Metadata {
  return { title, robots: ADMIN_ROBOTS };
}
