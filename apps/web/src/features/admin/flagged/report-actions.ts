// What a moderator may do with one entry of the report queue, decided by the rules of @reef/core (the API decides
// again): a report moderator may only hide the object (trash, or spam where the type has that status); a moderator
// of the object's type may also move it elsewhere through the status-transition table (unpublish a tutorial,
// unlist a question); marking the author as a spammer is MANAGE_USERS's.
import type { ReportQueueEntry } from '@reef/client';
import {
  can,
  canMoveStatus,
  canResolveReportTo,
  isTransitionType,
  statusesOf,
  type Actor,
  type ReportReason,
  type ReportableType,
} from '@reef/core';
import { fill, pluralOf } from '../shell/admin-words';
import type { FlaggedWords } from './flagged-words';

/** How the queue names a type ("comment"). */
export const TYPE_NOUNS: Record<ReportableType, string> = {
  comment: 'comment',
  question: 'question',
  tutorial: 'tutorial',
  tool: 'tool',
};

/** How the queue names a reason. */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  offensive: 'Offensive',
  'off-topic': 'Off-topic',
  other: 'Other',
};

const STATUS_LABELS: Record<string, string> = {
  published: 'Published',
  under_review: 'Held for review',
  spam: 'Spam',
  trashed: 'In the trash',
  draft: 'Draft (unpublished)',
  unlisted: 'Unlisted',
  deprecated: 'Deprecated',
};

/** A status as moderators read it ("In the trash"). */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** A decision on an entry. */
export type Decision =
  | { kind: 'agree' }
  | { kind: 'dismiss' }
  | { kind: 'spam' }
  | { kind: 'move'; status: string }
  | { kind: 'reopen' };

/** The decisions one entry offers this moderator. */
export type EntryActions = {
  /** `a`: resolve the reports, trashing the object when it is not hidden already. */
  agree: { label: string; objectState: 'trashed' | undefined };
  /** `s`: resolve the reports and mark the object as spam (null: the type has no spam status, or it is spam). */
  spam: { label: string } | null;
  /** Other statuses the object may move to while its reports are resolved (a moderator of its type). */
  moves: string[];
  /** Whether the author may be marked as a spammer (spam_all) by this moderator. */
  canSpamAuthor: boolean;
};

/** Statuses `actor` may move the entry's object to while resolving its reports. */
export function resolutionTargets(actor: Actor, entry: Pick<ReportQueueEntry, 'reportable_type' | 'object'>) {
  const object = entry.object;
  if (!object) return [];
  const type = entry.reportable_type;
  const ownerId = object.author?.id ?? null;
  const moderates = can(actor, 'moderate', { type });
  return statusesOf(type).filter(
    (status) =>
      status !== object.state &&
      canResolveReportTo(actor, type, status) &&
      // A moderator of the type moves it through the transition table; a report moderator only hides it.
      (!moderates ||
        !isTransitionType(type) ||
        canMoveStatus(actor, { type, ownerId, status: object.state }, status)),
  );
}

/** The decisions an entry offers. */
export function entryActions(
  actor: Actor,
  entry: ReportQueueEntry,
  words?: Pick<FlaggedWords, 'trash' | 'resolveReports' | 'markSpam'>,
): EntryActions {
  const targets = resolutionTargets(actor, entry);
  const type = entry.reportable_type;
  const noun = TYPE_NOUNS[type];
  const canTrash = targets.includes('trashed');
  const author = entry.object?.author ?? null;
  return {
    agree: canTrash
      ? { label: words ? words.trash[type] : `Trash ${noun}`, objectState: 'trashed' }
      : { label: words ? words.resolveReports : 'Resolve reports', objectState: undefined },
    spam: targets.includes('spam') ? { label: words ? words.markSpam[type] : `Mark ${noun} as spam` } : null,
    moves: targets.filter((status) => status !== 'trashed' && status !== 'spam'),
    canSpamAuthor:
      author !== null &&
      actor !== null &&
      author.id !== actor.id &&
      entry.object?.author_state !== 'spam' &&
      can(actor, 'manage', { type: 'user', ownerId: author.id }),
  };
}

/** What a decision sends: the reports' new state and the object's, if it moves. */
export function decisionBody(
  actions: EntryActions,
  decision: Exclude<Decision, { kind: 'reopen' }>,
): { state: 'resolved' | 'dismissed'; object_state?: string } {
  switch (decision.kind) {
    case 'dismiss':
      return { state: 'dismissed' };
    case 'spam':
      return { state: 'resolved', object_state: 'spam' };
    case 'move':
      return { state: 'resolved', object_state: decision.status };
    case 'agree':
      return actions.agree.objectState
        ? { state: 'resolved', object_state: actions.agree.objectState }
        : { state: 'resolved' };
  }
}

function reportsLabel(count: number): string {
  return `${count} ${count === 1 ? 'report' : 'reports'}`;
}

/** The sentence announced after a decision ("Trashed the comment “Buy…” and resolved 3 reports."). */
export function decisionMessage(
  entry: ReportQueueEntry,
  decision: Decision,
  result: { closed: number; objectState: string | null },
  words?: Pick<FlaggedWords, 'done' | 'objectRef' | 'reports' | 'statuses'>,
  locale = 'en',
): string {
  if (words) {
    const type = entry.reportable_type;
    const values = {
      title: entry.object
        ? `“${entry.object.title}”`
        : fill(words.objectRef[type], { id: entry.reportable_id }),
      reports: pluralOf(words.reports, result.closed, locale),
      status: result.objectState ? (words.statuses[result.objectState] ?? result.objectState) : '',
    };
    const done = words.done;
    if (decision.kind === 'dismiss') return fill(done.dismiss[type], values);
    if (decision.kind === 'reopen') return fill(done.reopen[type], values);
    if (result.objectState === 'trashed') return fill(done.trashed[type], values);
    if (result.objectState === 'spam') return fill(done.spam[type], values);
    if (result.objectState) return fill(done.moved[type], values);
    return fill(done.resolved[type], values);
  }
  const noun = TYPE_NOUNS[entry.reportable_type];
  const title = entry.object ? `“${entry.object.title}”` : `${noun} ${entry.reportable_id}`;
  const reports = reportsLabel(result.closed);
  switch (decision.kind) {
    case 'dismiss':
      return `Dismissed ${reports} on the ${noun} ${title}; it stays as it is.`;
    case 'reopen':
      return `Reopened ${reports} on the ${noun} ${title}.`;
    default:
      if (result.objectState === 'trashed') return `Trashed the ${noun} ${title} and resolved ${reports}.`;
      if (result.objectState === 'spam')
        return `Marked the ${noun} ${title} as spam and resolved ${reports}.`;
      if (result.objectState)
        return `Moved the ${noun} ${title} to ${statusLabel(result.objectState)} and resolved ${reports}.`;
      return `Resolved ${reports} on the ${noun} ${title}.`;
  }
}

/** Whether a key press comes from somewhere the member types (a shortcut must not fire there). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"]',
    ) !== null
  );
}

/** The queue's keyboard shortcuts, as the help dialog lists them. */
export const QUEUE_SHORTCUTS: readonly { key: string; description: string }[] = [
  { key: 'j', description: 'Next reported post' },
  { key: 'k', description: 'Previous reported post' },
  { key: 'a', description: 'Agree: trash the post (if it is still up) and resolve its reports' },
  { key: 'd', description: 'Disagree: dismiss the reports and leave the post as it is' },
  { key: 's', description: 'Spam: mark the post as spam and resolve its reports' },
  { key: '?', description: 'Show or hide these shortcuts' },
];
