'use client';
// A signed-in member's mutes on a cached list (issue #32, item 2: "muted content leaves lists"). The list pages are
// the same for everyone, so what the member muted is hidden here, in the browser: the items of the list just before
// this element whose author or a tag (components/content/mute-marks.ts) is muted. A line says how many were hidden,
// with a button that shows them anyway, as the API's `include_muted` does for its own lists.
import { listFollows } from '@reef/client';
import { MAX_FOLLOWS } from '@reef/core';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { plural, type PluralForms } from '@/lib/plural-forms';
import { useSiteLocale } from '@/i18n/locale-context';
import styles from './muted-filter.module.css';

type Muted = { users: Set<string>; tags: Set<string> };

/** Whether a list item is by a muted member or carries a muted tag. */
export function isMutedItem(item: Element, muted: Muted): boolean {
  const article = item.querySelector('[data-author], [data-tags]');
  if (!article) return false;
  const author = article.getAttribute('data-author');
  if (author && muted.users.has(author)) return true;
  return (article.getAttribute('data-tags') ?? '').split(' ').some((id) => id && muted.tags.has(id));
}

/** The line's words in the page's language (muted-filter-words.ts builds them on the server). */
export type MutedFilterWords = {
  /** "2 items hidden from people and tags you muted." */
  hidden: PluralForms;
  /** "2 items from people and tags you muted." (while shown) */
  shown: PluralForms;
  show: string;
  hide: string;
};

/** Today's English, for the list pages that do not pass words yet. */
export const ENGLISH_MUTED_FILTER_WORDS: MutedFilterWords = {
  hidden: {
    one: '{count} item hidden from people and tags you muted.',
    other: '{count} items hidden from people and tags you muted.',
  },
  shown: {
    one: '{count} item from people and tags you muted.',
    other: '{count} items from people and tags you muted.',
  },
  show: 'Show them',
  hide: 'Hide them',
};

export function MutedFilter({ words = ENGLISH_MUTED_FILTER_WORDS }: { words?: MutedFilterWords }) {
  const { api } = useSession();
  const locale = useSiteLocale();
  const ref = useRef<HTMLParagraphElement>(null);
  const [hidden, setHidden] = useState<HTMLElement[]>([]);
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    listFollows(api, { mode: 'mute', limit: MAX_FOLLOWS }).then(
      ({ data }) => {
        const list = ref.current?.previousElementSibling;
        if (!isCurrent || !list || data.length === 0) return;
        const muted: Muted = { users: new Set(), tags: new Set() };
        for (const mute of data)
          (mute.target_type === 'tag' ? muted.tags : muted.users).add(String(mute.target_id));
        setHidden([...list.children].filter((item): item is HTMLElement => isMutedItem(item, muted)));
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
    // The mutes are read once per list; a change of mutes elsewhere shows on the next page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    for (const item of hidden) item.hidden = !isShown;
  }, [hidden, isShown]);

  return (
    <p ref={ref} role="status" className={hidden.length > 0 ? styles.mutedLine : undefined}>
      {hidden.length > 0 ? (
        <>
          {plural(isShown ? words.shown : words.hidden, hidden.length, locale)}{' '}
          <button type="button" className={styles.mutedToggle} onClick={() => setIsShown((value) => !value)}>
            {isShown ? words.hide : words.show}
          </button>
        </>
      ) : null}
    </p>
  );
}
