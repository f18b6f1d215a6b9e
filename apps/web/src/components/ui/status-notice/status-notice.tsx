import type { ReactNode } from 'react';
import styles from './status-notice.module.css';

/** A notice above content that is deprecated, unlisted or otherwise special. */
export function StatusNotice({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning';
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={[styles.notice, tone === 'warning' ? styles.noticeWarning : styles.noticeInfo].join(' ')}
      role="note"
    >
      <strong>{title}</strong>
      {children ? <span> {children}</span> : null}
    </div>
  );
}
