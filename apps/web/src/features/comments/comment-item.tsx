'use client';
// One comment or answer of the interactive thread: the reader's view (comment-view.tsx) with a member's actions,
// the edit and reply forms and the report dialog.
import { createComment, getComment, updateComment, type Comment } from '@reef/client';
import { can } from '@reef/core';
import { useState } from 'react';
import { displayName } from '@/lib/format';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { useToast } from '@/components/ui/toast/toast-provider';
import { CommentView } from './comment-view';
import { fillWords, type ThreadWords } from './thread-words';
import { CommentForm, ReportDialog } from './lazy-parts';
import styles from './comments.module.css';

/** Inputs of CommentItem. */
export type CommentItemProps = {
  comment: Comment;
  highlightId?: number;
  isAnswer?: boolean;
  isAccepted?: boolean;
  isReply?: boolean;
  /** The `lang` of this item's body when it is not English (CommentView). */
  bodyLang?: string;
  /** Accepts (true) or un-accepts (false) this answer; given to the asker and question moderators only. */
  onAccept?: (accept: boolean) => Promise<void>;
  canUpdate: boolean;
  canDelete: boolean;
  canChange: (comment: Comment, action: 'update' | 'delete') => boolean;
  onUpdated: (comment: Comment) => void;
  onDelete: (comment: Comment) => Promise<void>;
  onReplied: (parent: Comment, reply: Comment) => void;
  /** What the thread says, in the page's language. */
  words: ThreadWords;
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
    words,
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

  const startEdit = async () => {
    try {
      const full = comment.body_markdown === undefined ? await getComment(session.api, comment.id) : comment;
      setEditBody(full.body_markdown ?? '');
      setMode('edit');
    } catch (failure) {
      showToast(describeApiError(failure, words.form.errors).message ?? words.item.loadEditFailed, {
        type: 'error',
        durationMs: 4000,
      });
    }
  };

  const saveEdit = async (body: string) => {
    const saved = await updateComment(session.api, comment.id, { body });
    props.onUpdated({ ...comment, ...saved, replies: comment.replies });
    setMode('view');
    showToast(words.item.saved, { type: 'success' });
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
    showToast(reply.state === 'published' ? words.item.replyPosted : words.item.replyPostedForReview, {
      type: 'success',
    });
    requestAnimationFrame(() => document.getElementById(`comment-${reply.id}`)?.focus());
  };

  return (
    <CommentView
      comment={comment}
      isAnswer={isAnswer}
      isAccepted={isAccepted}
      isReply={isReply}
      bodyLang={props.bodyLang}
      isHighlighted={comment.id === highlightId}
      words={words.view}
      body={
        mode === 'edit' && editBody !== null ? (
          <CommentForm
            draftKey={`edit:${comment.id}`}
            label={isAnswer ? words.item.editAnswer : isReply ? words.item.editReply : words.item.editComment}
            submitLabel={words.item.save}
            words={words.form}
            initialBody={editBody}
            onSubmit={saveEdit}
            onCancel={() => setMode('view')}
            isAnswer={isAnswer}
            isCompact
          />
        ) : undefined
      }
      actions={
        <>
          {props.onAccept ? (
            <button
              type="button"
              className={styles.action}
              aria-pressed={isAccepted}
              onClick={() => void props.onAccept?.(!isAccepted)}
            >
              {isAccepted ? words.item.unaccept : words.item.accept}
            </button>
          ) : null}
          {mayReply ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => (isReply ? props.onReplyTo?.(comment.author?.username ?? '') : startReply())}
            >
              {words.item.reply}
            </button>
          ) : null}
          {canUpdate && mode !== 'edit' ? (
            <button type="button" className={styles.action} onClick={startEdit}>
              {words.item.edit}
            </button>
          ) : null}
          {canDelete ? (
            <button type="button" className={styles.action} onClick={() => void props.onDelete(comment)}>
              {words.item.delete}
            </button>
          ) : null}
          {mayReport && !isOwn ? (
            <button type="button" className={styles.action} onClick={() => setIsReportOpen(true)}>
              {words.item.report}
            </button>
          ) : null}
        </>
      }
      afterComment={
        isReportOpen ? (
          <ReportDialog
            type="comment"
            id={comment.id}
            open={isReportOpen}
            onClose={() => setIsReportOpen(false)}
            words={words.report}
          />
        ) : null
      }
      renderReply={(reply) => (
        <CommentItem
          key={reply.id}
          {...props}
          comment={reply}
          isReply
          bodyLang={undefined}
          isAnswer={false}
          isAccepted={false}
          onAccept={undefined}
          canUpdate={props.canChange(reply, 'update')}
          canDelete={props.canChange(reply, 'delete')}
          onReplyTo={(author) => startReply(author)}
        />
      )}
      footer={
        !isReply && mode === 'reply' ? (
          <div className={styles.replyForm}>
            <CommentForm
              key={replyPrefill}
              draftKey={`reply:${comment.id}`}
              label={fillWords(words.item.replyTo, {
                name: displayName(comment.author, words.view.deletedMember),
              })}
              submitLabel={words.item.postReply}
              words={words.form}
              initialBody={replyPrefill}
              onSubmit={postReply}
              onCancel={() => setMode('view')}
              isCompact
            />
          </div>
        ) : null
      }
    />
  );
}
