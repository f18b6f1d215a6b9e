'use client';
// The state filter of the admin tutorial list as a row of links with counts ("Draft 400"): each is an address
// (shareable, Back works), the current one marked. The counts follow the other filters (author, tag, search…).
import type { TutorialStateCounts } from '@reef/client';
import Link from '@/components/ui/link';
import { useListParams } from '@/features/admin/kit';
import { applyListParams } from '@/features/admin/kit/use-list-params';
import { stateLabel, TUTORIAL_STATES } from './tutorial-states';
import type { TutorialListWords } from './tutorial-words';
import styles from './tutorials.module.css';
import { useSitePath } from '@/i18n/locale-context';

/** Links to "All" and each state, with their counts once loaded. */
export function StateTabs({
  counts,
  words,
}: {
  counts: TutorialStateCounts | undefined;
  words: TutorialListWords;
}) {
  const pathname = useSitePath() || '/community/admin/tutorials';
  const params = useListParams();
  const current = params.get('state') ?? '';
  const href = (state: string) => {
    const next = applyListParams(new URLSearchParams(params.values), { state, page: undefined });
    return next ? `${pathname}?${next}` : pathname;
  };
  const countOf = (state: string) =>
    state === '' ? counts?.total : counts?.data.find((row) => row.state === state)?.count;
  return (
    <nav aria-label={words.list.tabsLabel} className={styles.tabs}>
      <ul>
        {['', ...TUTORIAL_STATES].map((state) => {
          const count = countOf(state);
          return (
            <li key={state || 'all'}>
              <Link
                href={href(state)}
                aria-current={state === current ? 'page' : undefined}
                className={styles.tab}
              >
                {state ? stateLabel(state, words) : words.list.all}
                {count !== undefined ? (
                  <span className={styles.tabCount}>
                    <span className="visually-hidden">: </span>
                    {count.toLocaleString(words.locale)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
