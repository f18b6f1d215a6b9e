// A member's state as a badge: the word, with colour only as a second cue.
import { USER_STATE_LABELS, type UserState } from './user-states';
import styles from '../kit/admin.module.css';

/** The badge of a member's state; `labels` names the states in the page's language (English when not given). */
export function UserStateBadge({
  state,
  labels = USER_STATE_LABELS,
}: {
  state: UserState;
  labels?: Record<UserState, string>;
}) {
  return (
    <span className={styles.badge} data-state={state}>
      {labels[state]}
    </span>
  );
}
