'use client';
// One comment or answer with its actions and its replies.
import { createComment, getComment, updateComment, type Comment } from '@reef/client';
import { can, formatRelativeTime, userProfilePath } from '@reef/core';
import Link from 'next/link';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar/avatar';
import { displayName } from '@/lib/format';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { useToast } from '@/components/ui/toast/toast-provider';
import { ArticleBody } from '@/components/content/article-body';
import { UpvoteButton } from '@/features/votes/upvote-button';
import { CommentForm, ReportDialog } from './lazy-parts';
import { isEdited } from './thread-order';
import styles from './comments.module.css';

/** Inputs of CommentItem. */
export type CommentItemProps = {
  comment: Comment;
  highlightId?: number;
  isAnswer?: boolean;
  isAccepted?: boolean;
  isReply?: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  canChange: (comment: Comment, action: 'update' | 'delete') => boolean;
  onUpdated: (comment: Comment) => void;
  onDelete: (comment: Comment) => Promise<void>;
  onReplied: (parent: Comment, reply: Comment) => void;
  /** Replying to a reply answers in its parent's thread, mentioning the reply's author. */
  onReplyTo?: (author: string) => void;
};

/** A comment: author, time, rendered body, upvote, reply, edit, delete, report, then its replies. */
export function CommentItem(props: CommentItemProps) {
  const {
    comment,
    highlightId,
    isAnswer = false,
    isAccepted = false,
    isReply = false,
    canUpdate,
    canDelete,
  } = props;
  const session = useSession();
  const { showToast } = useToast();
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const [editBody, setEditBody] = useState<string | null>(null);
  const [replyPrefill, setReplyPrefill] = useState('');
  const [isReportOpen, setIsReportOpen] = useState(false);
  const isSignedIn = session.status === 'signed-in';
  // Replying and reporting follow the core rules (CREATE_COMMENTS, CREATE_REPORTS), as the API does.
  const mayReply = isSignedIn && can(sessionActor(session.user), 'create', { type: 'comment' });
  const mayReport = isSignedIn && can(sessionActor(session.user), 'create', { type: 'user_report' });
  const isOwn = Boolean(session.user && comment.author && session.user.slug === comment.author.slug);
  const noun = isAnswer ? 'answer' : isReply ? 'reply' : 'comment';

  const startEdit = async () => {
    try {
      const full = comment.body_markdown === undefined ? await getComment(session.api, comment.id) : comment;
      setEditBody(full.body_markdown ?? '');
      setMode('edit');
    } catch (failure) {
      showToast(describeApiError(failure).message ?? 'It could not be loaded for editing.', {
        type: 'error',
        durationMs: 4000,
      });
    }
  };

  const saveEdit = async (body: string) => {
    const saved = await updateComment(session.api, comment.id, { body });
    props.onUpdated({ ...comment, ...saved, replies: comment.replies });
    setMode('view');
    showToast('Saved', { type: 'success' });
  };

  const startReply = (mention?: string) => {
    setReplyPrefill(mention ? `@${mention} ` : '');
    setMode('reply');
  };

  const postReply = async (body: string) => {
    const reply = await createComment(session.api, {
      body,
      type: 'comment',
      parent_type: 'comment',
      parent_id: comment.id,
    });
    props.onReplied(comment, reply);
    setMode('view');
    showToast(
      reply.state === 'published' ? 'Your reply is posted' : 'Your reply is posted and awaits review',
      { type: 'success' },
    );
    requestAnimationFrame(() => document.getElementById(`comment-${reply.id}`)?.focus());
  };

  return (
    <li
      className={[styles.item, isReply && styles.reply, isAccepted && styles.accepted]
        .filter(Boolean)
        .join(' ')}
    >
      <article
        id={`comment-${comment.id}`}
        tabIndex={-1}
        className={[styles.comment, comment.id === highlightId && styles.highlighted]
          .filter(Boolean)
          .join(' ')}
        aria-label={`${isAnswer ? 'Answer' : isReply ? 'Reply' : 'Comment'} by ${displayName(comment.author)}`}
      >
        <header className={styles.head}>
          <Avatar user={comment.author} size={isReply ? 24 : 32} />
          <span className={styles.author}>
            {comment.author ? (
              <Link href={userProfilePath(comment.author.slug)}>{displayName(comment.author)}</Link>
            ) : (
              displayName(null)
            )}
          </span>
          <a href={`?comment=${comment.id}#comment-${comment.id}`} className={styles.time}>
            <time dateTime={comment.created_at}>{formatRelativeTime(comment.created_at)}</time>
          </a>
          {isEdited(comment) ? <span className={styles.muted}>(edited)</span> : null}
          {isAccepted ? <span className={styles.acceptedBadge}>✓ Accepted answer</span> : null}
          {comment.is_featured && !isAccepted ? <span className={styles.featuredBadge}>Featured</span> : null}
          {comment.state === 'under_review' || comment.state === 'spam' ? (
            <span className={styles.featuredBadge}>Awaiting review: only you and the moderators see it</span>
          ) : null}
        </header>
        {mode === 'edit' && editBody !== null ? (
          <CommentForm
            draftKey={`edit:${comment.id}`}
            label={`Edit your ${noun}`}
            submitLabel="Save"
            initialBody={editBody}
            onSubmit={saveEdit}
            onCancel={() => setMode('view')}
            isAnswer={isAnswer}
            isCompact
          />
        ) : (
          <div className={styles.body}>
            <ArticleBody
              html={comment.body_html}
              idPrefix={`comment-${comment.id}-code`}
              withAnchors={false}
            />
          </div>
        )}
        <div className={styles.actions}>
          <UpvoteButton
            type="comment"
            id={comment.id}
            count={comment.upvotes_count}
            label={`this ${noun}`}
            size="small"
          />
          {mayReply ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => (isReply ? props.onReplyTo?.(comment.author?.username ?? '') : startReply())}
            >
              Reply
            </button>
          ) : null}
          {canUpdate && mode !== 'edit' ? (
            <button type="button" className={styles.action} onClick={startEdit}>
              Edit
            </button>
          ) : null}
          {canDelete ? (
            <button type="button" className={styles.action} onClick={() => void props.onDelete(comment)}>
              Delete
            </button>
          ) : null}
          {mayReport && !isOwn ? (
            <button type="button" className={styles.action} onClick={() => setIsReportOpen(true)}>
              Report
            </button>
          ) : null}
        </div>
      </article>
      {isReportOpen ? (
        <ReportDialog
          type="comment"
          id={comment.id}
          open={isReportOpen}
          onClose={() => setIsReportOpen(false)}
        />
      ) : null}
      {!isReply && (comment.replies?.length ?? 0) > 0 ? (
        <ol className={styles.replies} aria-label={`Replies to ${displayName(comment.author)}`}>
          {comment.replies!.map((reply) => (
            <CommentItem
              key={reply.id}
              {...props}
              comment={reply}
              isReply
              isAnswer={false}
              isAccepted={false}
              canUpdate={props.canChange(reply, 'update')}
              canDelete={props.canChange(reply, 'delete')}
              onReplyTo={(author) => startReply(author)}
            />
          ))}
        </ol>
      ) : null}
      {!isReply && mode === 'reply' ? (
        <div className={styles.replyForm}>
          <CommentForm
            key={replyPrefill}
            draftKey={`reply:${comment.id}`}
            label={`Reply to ${displayName(comment.author)}`}
            submitLabel="Post reply"
            initialBody={replyPrefill}
            onSubmit={postReply}
            onCancel={() => setMode('view')}
            isCompact
          />
        </div>
      ) : null}
    </li>
  );
}
