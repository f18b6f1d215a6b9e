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
  type Decision,
} from './report-actions';
import { ReportEntry } from './report-entry';
import styles from './flagged.module.css';
import { useQueueUpdates } from '@/features/admin/shell/use-queue-updates';
import { fill, fillNodes, pluralOf } from '@/features/admin/shell/admin-words';
import { useSiteLocale } from '@/i18n/locale-context';
import type { FlaggedWords } from './flagged-words';

type QueueState = (typeof REPORT_STATES)[number];

const DEFAULT_SORT = '-last_reported_at';

const keyOf = (entry: ReportQueueEntry) => `${entry.reportable_type}:${entry.reportable_id}`;

function queueState(value: string | undefined): QueueState {
  return (REPORT_STATES as readonly string[]).includes(value ?? '') ? (value as QueueState) : 'open';
}

/** The report queue. */
export function FlaggedScreen({ words: w }: { words: FlaggedWords }) {
  const locale = useSiteLocale();
  const TYPE_OPTIONS = REPORTABLE_TYPES.map((type) => ({ value: type, label: w.typesPlural[type] }));
  const SORT_OPTIONS = [
    { value: '-last_reported_at', label: w.sortNewest },
    { value: 'first_reported_at', label: w.sortOldest },
    { value: '-reports_count', label: w.sortMost },
  ];
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
    if (remaining === 0) setHint(w.hintEmpty);
    reload();
  };

  const decide = async (entry: ReportQueueEntry, decision: Decision) => {
    if (busy) return;
    setBusy(keyOf(entry));
    try {
      if (decision.kind === 'reopen') {
        for (const report of entry.reports) await updateUserReport(api.ctx, report.id, { state: 'open' });
        finish(
          entry,
          decisionMessage(entry, decision, { closed: entry.reports.length, objectState: null }, w, locale),
        );
        return;
      }
      const actions = entryActions(actor, entry, w);
      const result = await resolveObjectReports(
        api.ctx,
        entry.reportable_type,
        entry.reportable_id,
        decisionBody(actions, decision) as Parameters<typeof resolveObjectReports>[3],
      );
      finish(
        entry,
        decisionMessage(
          entry,
          decision,
          { closed: result.data.length, objectState: result.object_state },
          w,
          locale,
        ),
      );
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 409) {
        toast.error(w.alreadyClosed);
        setHandled((current) => new Set(current).add(keyOf(entry)));
        reload();
      } else {
        toast.error(w.notClosed, failure);
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
        fill(w.spamAuthorDone[entry.reportable_type], {
          name: displayName(author, w.entry.deletedMember),
          questions: result.questions,
          comments: result.comments,
          tutorials: result.tutorials,
        }),
      );
    } catch (failure) {
      // The dialog stays open: the moderator may try again or cancel.
      toast.error(fill(w.spamAuthorFailed, { name: displayName(author, w.entry.deletedMember) }), failure);
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
      setHint(w.hintNothing);
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
      setHint(w.hintChoose);
      return;
    }
    if (state !== 'open') {
      setHint(w.hintClosed);
      return;
    }
    if (key === 's' && !entryActions(actor, entry, w).spam) {
      setHint(w.hintNoSpam[entry.reportable_type]);
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
        {fillNodes(w.lede, {
          help: <kbd>?</kbd>,
          j: <kbd>j</kbd>,
          k: <kbd>k</kbd>,
          a: <kbd>a</kbd>,
          d: <kbd>d</kbd>,
          s: <kbd>s</kbd>,
        })}
        <Button
          size="small"
          variant="tertiary"
          onClick={() => setHelpOpen(true)}
          className={styles.helpButton}
        >
          {w.shortcutsButton}
        </Button>
      </p>
      <FilterBar
        filters={[
          {
            param: 'state',
            label: w.filterReports,
            options: REPORT_STATES.map((value) => ({ value, label: w.states[value] })),
            defaultValue: 'open',
          },
          { param: 'type', label: w.filterType, options: TYPE_OPTIONS, anyLabel: w.anyType },
          {
            param: 'reason',
            label: w.filterReason,
            options: REPORT_REASONS.map((value) => ({ value, label: w.reasons[value] })),
            anyLabel: w.anyReason,
          },
          { param: 'sort', label: w.filterOrder, options: SORT_OPTIONS, defaultValue: DEFAULT_SORT },
        ]}
        dates={[
          { param: 'from', label: w.reportedFrom },
          { param: 'to', label: w.reportedUntil },
        ]}
      />
      <p role="status" className={styles.hint}>
        {hint}
      </p>
      <section aria-labelledby="flagged-queue-heading" className={styles.queue}>
        <h2 id="flagged-queue-heading" ref={headingRef} tabIndex={-1} className={styles.queueHeading}>
          {data
            ? fill(w.headingCount, { heading: w.heading[state], posts: pluralOf(w.posts, shown, locale) })
            : w.heading[state]}
        </h2>
        {error && !data ? (
          <AdminLoadFailure what={w.theQueue} onRetry={reload} className={styles.error} />
        ) : null}
        {isLoading && !data ? <p role="status">{w.loading}</p> : null}
        {data && entries.length === 0 ? (
          state === 'open' && !isFiltered ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{w.noOpenTitle}</p>
              <p>{w.noOpenText}</p>
            </div>
          ) : (
            <AdminEmptyState
              words={{ none: w.emptyNone[state], noMatch: w.emptyNoMatch[state] }}
              isFiltered={isFiltered}
            />
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
                  actions={entryActions(actor, entry, w)}
                  words={w}
                  locale={locale}
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
        <ListPagination
          meta={data.meta.pagination}
          noun={{ one: 'Reported post', many: 'Reported posts' }}
          words={w.count}
        />
      ) : null}

      <Dialog open={helpOpen} onClose={() => setHelpOpen(false)} title={w.shortcutsButton}>
        <table className={styles.shortcuts}>
          <caption className="visually-hidden">{w.shortcutsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.key}</th>
              <th scope="col">{w.whatItDoes}</th>
            </tr>
          </thead>
          <tbody>
            {QUEUE_SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.key}>
                <th scope="row">
                  <kbd>{shortcut.key}</kbd>
                </th>
                <td>{w.shortcuts[shortcut.key] ?? shortcut.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{w.shortcutsNote}</p>
      </Dialog>

      <ConfirmDialog
        open={spamAuthorOf !== null}
        title={w.spamAuthorTitle}
        isDestructive
        confirmLabel={fill(w.spamAuthorConfirm, {
          name: displayName(spamAuthorOf?.object?.author, w.entry.deletedMember),
        })}
        consequences={
          <>
            <p>
              {fill(w.spamAuthor1, {
                name: displayName(spamAuthorOf?.object?.author, w.entry.deletedMember),
              })}
            </p>
            <p>{w.spamAuthor2}</p>
          </>
        }
        onConfirm={() => (spamAuthorOf ? spamAuthor(spamAuthorOf) : undefined)}
        onCancel={() => setSpamAuthorOf(null)}
      />
    </>
  );
}
