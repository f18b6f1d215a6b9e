// A member's state as a badge: the word, with colour only as a second cue.
import { USER_STATE_LABELS, type UserState } from './user-states';
import styles from '../kit/admin.module.css';

/** The badge of a member's state. */
export function UserStateBadge({ state }: { state: UserState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {USER_STATE_LABELS[state]}
    </span>
  );
}
