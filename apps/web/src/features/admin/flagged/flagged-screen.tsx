'use client';
// /community/admin/flagged (MANAGE_REPORTS, community-app §2): the queue of reported posts, one entry per post with
// every report on it, worked through with the mouse or the keyboard, as Discourse's review queue is: j/k move
// between entries (focus follows, visibly), a/d/s decide on the focused one, ? lists the shortcuts. Shortcuts never
// fire while the moderator types in a field or a dialog is open. Results are announced by the toasts' live region.
import {
  HttpError,
  listReportQueue,
  markUserAsSpammer,
  resolveObjectReports,
  updateUserReport,
  type ReportQueueEntry,
  type ReportQueueQuery,
} from '@reef/client';
import { REPORT_REASONS, REPORT_STATES, REPORTABLE_TYPES } from '@reef/core';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Button } from '@/components/ui/button/button';
import { sessionActor } from '@/features/auth/session-provider';
import {
  AdminLoadFailure,
  AdminEmptyState,
  ConfirmDialog,
  FilterBar,
  ListPagination,
  parseSort,
  useAdminApi,
  useAdminData,
  useAdminToast,
  useListParams,
} from '@/features/admin/kit';
import { useAdminMember } from '@/features/admin/shell/admin-gate';
import { displayName } from '@/lib/format';
import {
  decisionBody,
  decisionMessage,
  entryActions,
  isTypingTarget,
  QUEUE_SHORTCUTS,
  REASON_LABELS,
  TYPE_NOUNS,
  type Decision,
} from './report-actions';
import { ReportEntry } from './report-entry';
import styles from './flagged.module.css';
import { useQueueUpdates } from '@/features/admin/shell/use-queue-updates';

type QueueState = (typeof REPORT_STATES)[number];

const STATE_LABELS: Record<QueueState, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};
const TYPE_OPTIONS = REPORTABLE_TYPES.map((type) => ({
  value: type,
  label: `${TYPE_NOUNS[type].charAt(0).toUpperCase()}${TYPE_NOUNS[type].slice(1)}s`,
}));
const SORT_OPTIONS = [
  { value: '-last_reported_at', label: 'Newest reports first' },
  { value: 'first_reported_at', label: 'Waiting longest first' },
  { value: '-reports_count', label: 'Most reports first' },
];
const DEFAULT_SORT = '-last_reported_at';

const keyOf = (entry: ReportQueueEntry) => `${entry.reportable_type}:${entry.reportable_id}`;

function queueState(value: string | undefined): QueueState {
  return (REPORT_STATES as readonly string[]).includes(value ?? '') ? (value as QueueState) : 'open';
}

/** The report queue. */
export function FlaggedScreen() {
  const member = useAdminMember();
  const actor = useMemo(() => sessionActor(member), [member]);
  const api = useAdminApi();
  const toast = useAdminToast();
  const params = useListParams();

  const state = queueState(params.get('state'));
  const sort = parseSort(params.get('sort') ?? DEFAULT_SORT);
  const query: ReportQueueQuery = {
    state,
    type: params.get('type') as ReportQueueQuery['type'],
    reason: params.get('reason') as ReportQueueQuery['reason'],
    from: params.get('from'),
    to: params.get('to'),
    sort: (sort?.column ?? 'last_reported_at') as ReportQueueQuery['sort'],
    sort_direction: sort?.direction === 'ascending' ? 'asc' : 'desc',
    page: params.page,
    limit: params.limit,
  };
  const queryKey = JSON.stringify(query);
  const { data, error, isLoading, reload } = useAdminData(queryKey, (admin) =>
    listReportQueue(admin.ctx, query),
  );
  // Live (issue #32, item 1): what another moderator or a member changes in the queues shows without a reload.
  useQueueUpdates(reload);

  // Entries decided here leave the list at once; the next read confirms it.
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const [spamAuthorOf, setSpamAuthorOf] = useState<ReportQueueEntry | null>(null);
  const [hint, setHint] = useState('');
  const entryRefs = useRef(new Map<string, HTMLElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setHandled(new Set());
    setActive(null);
  }, [queryKey]);

  const entries = useMemo(
    () => (data?.data ?? []).filter((entry) => !handled.has(keyOf(entry))),
    [data, handled],
  );
  const isFiltered = ['type', 'reason', 'from', 'to'].some((key) => params.get(key));

  const moveFocus = useCallback((index: number | null) => {
    setActive(index);
    setFocusTick((tick) => tick + 1);
  }, []);

  const focusActive = useEffectEvent(() => {
    if (active === null) return;
    const entry = entries[Math.min(active, entries.length - 1)];
    if (!entry) {
      headingRef.current?.focus();
      return;
    }
    const element = entryRefs.current.get(keyOf(entry));
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  });
  useEffect(() => {
    if (focusTick > 0) focusActive();
  }, [focusTick]);

  const finish = (entry: ReportQueueEntry, message: string) => {
    toast.success(message);
    setHandled((current) => new Set(current).add(keyOf(entry)));
    // The entry after it takes its place (and focus, when the keyboard was driving).
    const index = entries.findIndex((candidate) => keyOf(candidate) === keyOf(entry));
    const remaining = entries.length - 1;
    if (active !== null || document.activeElement?.closest('article')) {
      moveFocus(remaining === 0 ? 0 : Math.min(index, remaining - 1));
    }
    if (remaining === 0) setHint('The queue on this page is empty.');
    reload();
  };

  const decide = async (entry: ReportQueueEntry, decision: Decision) => {
    if (busy) return;
    setBusy(keyOf(entry));
    try {
      if (decision.kind === 'reopen') {
        for (const report of entry.reports) await updateUserReport(api.ctx, report.id, { state: 'open' });
        finish(entry, decisionMessage(entry, decision, { closed: entry.reports.length, objectState: null }));
        return;
      }
      const actions = entryActions(actor, entry);
      const result = await resolveObjectReports(
        api.ctx,
        entry.reportable_type,
        entry.reportable_id,
        decisionBody(actions, decision) as Parameters<typeof resolveObjectReports>[3],
      );
      finish(
        entry,
        decisionMessage(entry, decision, { closed: result.data.length, objectState: result.object_state }),
      );
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 409) {
        toast.error('Another moderator closed these reports already.');
        setHandled((current) => new Set(current).add(keyOf(entry)));
        reload();
      } else {
        toast.error('The reports were not closed.', failure);
      }
    } finally {
      setBusy(null);
    }
  };

  const spamAuthor = async (entry: ReportQueueEntry) => {
    const author = entry.object?.author;
    if (!author) return;
    try {
      const result = await markUserAsSpammer(api.ctx, author.slug);
      // The post is spam now with the rest of the author's posts: its reports are resolved with it.
      await resolveObjectReports(api.ctx, entry.reportable_type, entry.reportable_id, {
        state: 'resolved',
      }).catch((failure: unknown) => {
        if (!(failure instanceof HttpError && failure.status === 409)) throw failure;
      });
      setSpamAuthorOf(null);
      finish(
        entry,
        `Marked ${displayName(author)} as a spammer: ${result.questions} questions and ${result.comments} comments moved to spam, ${result.tutorials} tutorials and tools trashed, and the reports on this ${TYPE_NOUNS[entry.reportable_type]} resolved.`,
      );
    } catch (failure) {
      // The dialog stays open: the moderator may try again or cancel.
      toast.error(`${displayName(author)} was not marked as a spammer.`, failure);
    }
  };

  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target)) return;
    if (document.querySelector('dialog[open]')) return;
    const key = event.key;
    if (key === '?') {
      event.preventDefault();
      setHelpOpen(true);
      return;
    }
    if (!['j', 'k', 'a', 'd', 's'].includes(key)) return;
    event.preventDefault();
    if (entries.length === 0) {
      setHint('There is nothing in the queue to act on.');
      return;
    }
    if (key === 'j' || key === 'k') {
      const next =
        active === null ? 0 : Math.max(0, Math.min(entries.length - 1, active + (key === 'j' ? 1 : -1)));
      moveFocus(next);
      return;
    }
    const entry = active === null ? undefined : entries[Math.min(active, entries.length - 1)];
    if (!entry) {
      setHint('Press j to choose a reported post first.');
      return;
    }
    if (state !== 'open') {
      setHint('These reports are closed already; reopen them to decide again.');
      return;
    }
    if (key === 's' && !entryActions(actor, entry).spam) {
      setHint(
        `A ${TYPE_NOUNS[entry.reportable_type]} cannot be marked as spam here; trash it with a instead.`,
      );
      return;
    }
    void decide(entry, { kind: key === 'a' ? 'agree' : key === 'd' ? 'dismiss' : 'spam' });
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const total = data?.meta.pagination.total ?? 0;
  const shown = Math.max(0, total - handled.size);

  return (
    <>
      <p className={styles.lede}>
        Every reported post, once, with all its reports. Press <kbd>?</kbd> for keyboard shortcuts:{' '}
        <kbd>j</kbd>/<kbd>k</kbd> to move, <kbd>a</kbd> to agree, <kbd>d</kbd> to dismiss, <kbd>s</kbd> for
        spam.
        <Button
          size="small"
          variant="tertiary"
          onClick={() => setHelpOpen(true)}
          className={styles.helpButton}
        >
          Keyboard shortcuts
        </Button>
      </p>
      <FilterBar
        filters={[
          {
            param: 'state',
            label: 'Reports',
            options: REPORT_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
            defaultValue: 'open',
          },
          { param: 'type', label: 'Post type', options: TYPE_OPTIONS, anyLabel: 'Any type' },
          {
            param: 'reason',
            label: 'Reason',
            options: REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] })),
            anyLabel: 'Any reason',
          },
          { param: 'sort', label: 'Order', options: SORT_OPTIONS, defaultValue: DEFAULT_SORT },
        ]}
        dates={[
          { param: 'from', label: 'Reported from' },
          { param: 'to', label: 'Reported until' },
        ]}
      />
      <p role="status" className={styles.hint}>
        {hint}
      </p>
      <section aria-labelledby="flagged-queue-heading" className={styles.queue}>
        <h2 id="flagged-queue-heading" ref={headingRef} tabIndex={-1} className={styles.queueHeading}>
          {STATE_LABELS[state]} reports{data ? `: ${shown} ${shown === 1 ? 'post' : 'posts'}` : ''}
        </h2>
        {error && !data ? (
          <AdminLoadFailure what="The queue" onRetry={reload} className={styles.error} />
        ) : null}
        {isLoading && !data ? <p role="status">Loading the queue…</p> : null}
        {data && entries.length === 0 ? (
          state === 'open' && !isFiltered ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No open reports</p>
              <p>Nothing waits for a decision. Reports members file appear here.</p>
            </div>
          ) : (
            <AdminEmptyState noun={`${STATE_LABELS[state].toLowerCase()} reports`} isFiltered={isFiltered} />
          )
        ) : null}
        {entries.length > 0 ? (
          <ol className={styles.entries} aria-busy={isLoading || undefined}>
            {entries.map((entry, index) => (
              <li key={keyOf(entry)}>
                <ReportEntry
                  ref={(element) => {
                    if (element) entryRefs.current.set(keyOf(entry), element);
                    else entryRefs.current.delete(keyOf(entry));
                  }}
                  entry={entry}
                  actions={entryActions(actor, entry)}
                  queueState={state}
                  position={index + 1}
                  total={entries.length}
                  isActive={active === index}
                  isBusy={busy === keyOf(entry)}
                  onDecide={(decision) => void decide(entry, decision)}
                  onSpamAuthor={() => setSpamAuthorOf(entry)}
                  onFocusEntry={() => {
                    if (active !== index) setActive(index);
                  }}
                />
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      {data && data.meta.pagination.total > 0 ? (
        <ListPagination meta={data.meta.pagination} noun={{ one: 'Reported post', many: 'Reported posts' }} />
      ) : null}

      <Dialog open={helpOpen} onClose={() => setHelpOpen(false)} title="Keyboard shortcuts">
        <table className={styles.shortcuts}>
          <caption className="visually-hidden">Keyboard shortcuts of the report queue</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {QUEUE_SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.key}>
                <th scope="row">
                  <kbd>{shortcut.key}</kbd>
                </th>
                <td>{shortcut.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>Shortcuts do nothing while you type in a field.</p>
      </Dialog>

      <ConfirmDialog
        open={spamAuthorOf !== null}
        title="Mark the author as a spammer?"
        isDestructive
        confirmLabel={`Mark ${displayName(spamAuthorOf?.object?.author)} as a spammer`}
        consequences={
          <>
            <p>
              {displayName(spamAuthorOf?.object?.author)}’s account is suspended: they can no longer sign in.
              All their questions and comments move to spam, and their tutorials and tools to the trash, so
              none of it shows on the site.
            </p>
            <p>The reports on this post are resolved. Other reported posts of theirs stay in the queue.</p>
          </>
        }
        onConfirm={() => (spamAuthorOf ? spamAuthor(spamAuthorOf) : undefined)}
        onCancel={() => setSpamAuthorOf(null)}
      />
    </>
  );
}
