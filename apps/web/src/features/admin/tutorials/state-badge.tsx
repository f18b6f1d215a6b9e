// A tutorial's state as a badge: its label in words (never colour alone), with whether it is on the site.
import { isPubliclyVisible } from '@reef/core';
import { stateLabel, type StateWords } from './tutorial-states';
import admin from '../kit/admin.module.css';
import styles from './tutorials.module.css';

/** "Draft", "Published"… in the page's language. */
export function StateBadge({ state, words }: { state: string; words: StateWords }) {
  return (
    <span
      className={`${admin.badge} ${styles.badge}`}
      data-state={state}
      data-public={isPubliclyVisible('tutorial', state) || undefined}
    >
      {stateLabel(state, words)}
    </span>
  );
}
