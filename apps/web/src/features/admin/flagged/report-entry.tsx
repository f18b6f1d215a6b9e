'use client';
// One entry of the report queue: the reported post as the site shows it (its stored HTML, rendered by the API when
// it was written), who reported it and why, and the decisions this moderator may take.
import type { ReportQueueEntry } from '@reef/client';
import Link from '@/components/ui/link';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button/button';
import { ArticleBody } from '@/components/content/article-body';
import { DataTable, type DataTableColumn } from '@/features/admin/kit';
import { displayName, formatDate } from '@/lib/format';
import { REASON_LABELS, statusLabel, TYPE_NOUNS, type Decision, type EntryActions } from './report-actions';
import styles from './flagged.module.css';
import { fill, fillNodes, pluralOf } from '../shell/admin-words';
import type { FlaggedWords } from './flagged-words';

type Report = ReportQueueEntry['reports'][number];

const TYPE_LABELS: Record<ReportQueueEntry['reportable_type'], string> = {
  comment: 'Comment',
  question: 'Question',
  tutorial: 'Tutorial',
  tool: 'Tool',
};

/** Inputs of ReportEntry. */
export type ReportEntryProps = {
  entry: ReportQueueEntry;
  actions: EntryActions;
  /** The queue's filter state: decisions are offered on open reports; closed ones may be reopened. */
  queueState: 'open' | 'resolved' | 'dismissed';
  position: number;
  total: number;
  isActive: boolean;
  isBusy: boolean;
  onDecide: (decision: Decision) => void;
  onSpamAuthor: () => void;
  onFocusEntry: () => void;
  ref?: Ref<HTMLElement>;
  /** The queue's words in the page's language (English when not given). */
  words?: FlaggedWords;
  locale?: string;
};

function reporterColumns(isClosed: boolean, w?: FlaggedWords, locale = 'en'): DataTableColumn<Report>[] {
  const columns: DataTableColumn<Report>[] = [
    {
      key: 'reporter',
      label: w?.entry.reporter ?? 'Reporter',
      isRowHeader: true,
      render: (report) =>
        report.reporter ? (
          <Link href={`/community/users/${report.reporter.slug}`}>{displayName(report.reporter)}</Link>
        ) : (
          (w?.entry.deletedMember ?? 'Deleted member')
        ),
    },
    {
      key: 'reason',
      label: w?.entry.reason ?? 'Reason',
      render: (report) => (w ?? { reasons: REASON_LABELS }).reasons[report.reason],
    },
    { key: 'details', label: w?.entry.details ?? 'Details', render: (report) => report.details || '—' },
    {
      key: 'created_at',
      label: w?.entry.reported ?? 'Reported',
      render: (report) => formatDate(report.created_at, locale),
    },
  ];
  if (isClosed)
    columns.push({
      key: 'resolved_by',
      label: w?.entry.closedBy ?? 'Closed by',
      render: (report) =>
        report.resolved_by
          ? `${displayName(report.resolved_by)}${report.resolved_at ? `, ${formatDate(report.resolved_at, locale)}` : ''}`
          : '—',
    });
  return columns;
}

/**
 * A decision other than the main one (dismiss, spam, reopen): a small secondary button, disabled while a decision is
 * being saved, with its keyboard shortcut announced when it has one.
 */
function SecondaryDecision({
  decision,
  shortcut,
  isBusy,
  onDecide,
  children,
}: {
  decision: Decision;
  shortcut?: string;
  isBusy: boolean;
  onDecide: (decision: Decision) => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="small"
      variant="secondary"
      onClick={() => onDecide(decision)}
      disabled={isBusy}
      aria-keyshortcuts={shortcut}
    >
      {children}
    </Button>
  );
}

/** One reported post with its reports and decisions. */
export function ReportEntry({
  entry,
  actions,
  queueState,
  position,
  total,
  isActive,
  isBusy,
  onDecide,
  onSpamAuthor,
  onFocusEntry,
  ref,
  words: w,
  locale = 'en',
}: ReportEntryProps) {
  const type = entry.reportable_type;
  const status = (value: string) => (w ? (w.statuses[value] ?? value) : statusLabel(value));
  const titleId = useId();
  const moveId = useId();
  const object = entry.object;
  const noun = TYPE_NOUNS[entry.reportable_type];
  const [move, setMove] = useState('');
  const isOpen = queueState === 'open';
  const reasons = entry.reasons
    .map((r) => `${(w ?? { reasons: REASON_LABELS }).reasons[r.reason]}${r.count > 1 ? ` ×${r.count}` : ''}`)
    .join(', ');
  const idPrefix = `flagged-${entry.reportable_type}-${entry.reportable_id}`;
  // Every entry has a content region and a reports table: their names carry the post's title, as landmarks with
  // the same name on one page tell a screen reader's landmark list nothing (axe landmark-unique).
  const name = w
    ? object
      ? object.title || fill(w.entry.untitledId[type], { id: entry.reportable_id })
      : fill(w.objectRef[type], { id: entry.reportable_id })
    : object
      ? object.title || `Untitled ${noun} ${entry.reportable_id}`
      : `${noun} ${entry.reportable_id}`;

  return (
    <article
      ref={ref}
      className={styles.entry}
      data-active={isActive || undefined}
      aria-labelledby={titleId}
      aria-busy={isBusy || undefined}
      tabIndex={-1}
      onFocus={onFocusEntry}
    >
      <header className={styles.entryHeader}>
        <p className={styles.entryMeta}>
          <span className={styles.typeBadge}>{(w?.typeLabels ?? TYPE_LABELS)[type]}</span>
          <span>{w ? fill(w.entry.position, { position, total }) : `${position} of ${total}`}</span>
          {object ? <span className={styles.stateBadge}>{status(object.state)}</span> : null}
        </p>
        <h3 id={titleId} className={styles.entryTitle}>
          {object ? (
            <Link href={object.url}>{object.title || (w ? w.entry.untitled[type] : `Untitled ${noun}`)}</Link>
          ) : w ? (
            fill(w.entry.deleted[type], { id: entry.reportable_id })
          ) : (
            `${TYPE_LABELS[entry.reportable_type]} ${entry.reportable_id} (deleted)`
          )}
        </h3>
        {object ? (
          <p className={styles.entryByline}>
            {object.author ? (
              <>
                {fillNodes(w?.entry.by ?? 'By {author}', {
                  author: (
                    <Link href={`/community/users/${object.author.slug}`}>{displayName(object.author)}</Link>
                  ),
                })}
                {object.author_state && object.author_state !== 'active' ? (
                  <span className={styles.authorState}>
                    {fill(w?.entry.account ?? ' (account {state})', { state: object.author_state })}
                  </span>
                ) : null}
              </>
            ) : (
              (w?.entry.byDeleted ?? 'By a deleted member')
            )}
            {object.context
              ? fillNodes(w?.entry.on ?? ' on {context}', {
                  context: <Link href={object.context.url}>{object.context.title}</Link>,
                })
              : null}
            {fill(w?.entry.posted ?? ', posted {date}', { date: formatDate(object.created_at, locale) })}
          </p>
        ) : null}
        <p className={styles.entrySummary}>
          {fillNodes(w?.entry.summary ?? '{count}: {reasons}. Last reported {date}.', {
            count: (
              <strong>
                {w
                  ? pluralOf(w.reports, entry.reports_count, locale)
                  : `${entry.reports_count} ${entry.reports_count === 1 ? 'report' : 'reports'}`}
              </strong>
            ),
            reasons,
            date: formatDate(entry.last_reported_at, locale),
          })}
        </p>
      </header>

      {object ? (
        <section
          className={styles.content}
          aria-label={
            w ? fill(w.entry.contentLabel[type], { name }) : `Content of the reported ${noun} “${name}”`
          }
          tabIndex={0}
          data-testid="reported-content"
        >
          <ArticleBody html={object.body_html} idPrefix={idPrefix} withAnchors={false} />
        </section>
      ) : (
        <p className={styles.gone}>
          {w ? w.entry.gone[type] : `This ${noun} no longer exists. Its reports can still be closed.`}
        </p>
      )}

      <DataTable
        caption={w ? fill(w.entry.caption[type], { name }) : `Reports on this ${noun} “${name}”`}
        columns={reporterColumns(!isOpen, w, locale)}
        rows={entry.reports}
        rowId={(report) => String(report.id)}
      />
      {entry.reports.length < entry.reports_count ? (
        <p className={styles.more}>
          {fill(w?.entry.newest ?? 'Showing the newest {shown} of {total} reports.', {
            shown: entry.reports.length,
            total: entry.reports_count,
          })}
        </p>
      ) : null}

      <div
        className={styles.actions}
        role="group"
        aria-label={w ? w.entry.decisions[type] : `Decisions on this ${noun}`}
      >
        {isOpen ? (
          <>
            <Button
              size="small"
              onClick={() => onDecide({ kind: 'agree' })}
              state={isBusy ? 'loading' : 'default'}
              aria-keyshortcuts="a"
            >
              {actions.agree.label}
            </Button>
            <SecondaryDecision
              decision={{ kind: 'dismiss' }}
              shortcut="d"
              isBusy={isBusy}
              onDecide={onDecide}
            >
              {w?.entry.dismiss ?? 'Dismiss reports'}
            </SecondaryDecision>
            {actions.spam ? (
              <SecondaryDecision decision={{ kind: 'spam' }} shortcut="s" isBusy={isBusy} onDecide={onDecide}>
                {actions.spam.label}
              </SecondaryDecision>
            ) : null}
            {actions.moves.length > 0 ? (
              <span className={styles.move}>
                <label htmlFor={moveId}>{w?.entry.moveTo ?? 'Or move it to'}</label>
                <select id={moveId} value={move} onChange={(event) => setMove(event.target.value)}>
                  <option value="">{w?.entry.chooseStatus ?? 'Choose a status'}</option>
                  {actions.moves.map((option) => (
                    <option key={option} value={option}>
                      {status(option)}
                    </option>
                  ))}
                </select>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={isBusy || move === ''}
                  onClick={() => onDecide({ kind: 'move', status: move })}
                >
                  {w?.entry.moveResolve ?? 'Move and resolve'}
                </Button>
              </span>
            ) : null}
            {actions.canSpamAuthor ? (
              <Button size="small" variant="tertiary" onClick={onSpamAuthor} disabled={isBusy}>
                {w?.entry.spamAuthor ?? 'Mark author as spammer…'}
              </Button>
            ) : null}
          </>
        ) : (
          <SecondaryDecision decision={{ kind: 'reopen' }} isBusy={isBusy} onDecide={onDecide}>
            {w?.entry.reopen ?? 'Reopen reports'}
          </SecondaryDecision>
        )}
      </div>
    </article>
  );
}
