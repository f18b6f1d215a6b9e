// One comment, answer or reply as it reads: author, time, badges, rendered body, upvote, then its replies. Both
// threads render it: the server-rendered one as is (a reader's view), the interactive one (comment-item.tsx) with
// its forms and member actions in the slots. No hooks here, so it renders on the server and in the browser alike.
import type { Comment } from '@reef/client';
import { userProfilePath } from '@reef/core';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ArticleBody } from '@/components/content/article-body';
import { Avatar } from '@/components/ui/avatar/avatar';
import { RelativeTime } from '@/components/ui/relative-time/relative-time';
import { UpvoteButton } from '@/features/votes/upvote-button';
import { displayName } from '@/lib/format';
import { isEdited } from './thread-order';
import { fillWords, type ThreadWords } from './thread-words';
import styles from './comments.module.css';

/** Inputs of CommentView. */
export type CommentViewProps = {
  comment: Comment;
  isAnswer?: boolean;
  isAccepted?: boolean;
  isReply?: boolean;
  isHighlighted?: boolean;
  /** The `lang` of the body when it is not English (an answer under a question in another language). */
  bodyLang?: string;
  /** Stands in place of the rendered body (the edit form). */
  body?: ReactNode;
  /** Buttons after the upvote (Reply, Edit, Delete, Report). */
  actions?: ReactNode;
  /** Between the comment and its replies (the report dialog). */
  afterComment?: ReactNode;
  /** After the replies (the reply form). */
  footer?: ReactNode;
  /** What the item says, in the page's language. */
  words: ThreadWords['view'];
  /** One reply as an item of the replies list; a plain CommentView when not given. */
  renderReply?: (reply: Comment) => ReactNode;
};

/** What a thread calls an item: "answer", "reply" or "comment". */
export function commentNoun({
  isAnswer = false,
  isReply = false,
}: {
  isAnswer?: boolean;
  isReply?: boolean;
}) {
  return isAnswer ? 'answer' : isReply ? 'reply' : 'comment';
}

/** A comment as a list item of its thread, with its replies. */
export function CommentView({
  comment,
  isAnswer = false,
  isAccepted = false,
  isReply = false,
  isHighlighted = false,
  bodyLang,
  body,
  actions,
  afterComment,
  footer,
  words,
  renderReply = (reply) => <CommentView key={reply.id} comment={reply} isReply words={words} />,
}: CommentViewProps) {
  const noun = commentNoun({ isAnswer, isReply });
  const replies = !isReply ? (comment.replies ?? []) : [];
  return (
    <li
      className={[styles.item, isReply && styles.reply, isAccepted && styles.accepted]
        .filter(Boolean)
        .join(' ')}
    >
      <article
        id={`comment-${comment.id}`}
        tabIndex={-1}
        className={[styles.comment, isHighlighted && styles.highlighted].filter(Boolean).join(' ')}
        aria-label={fillWords(isAnswer ? words.answerBy : isReply ? words.replyBy : words.commentBy, {
          name: displayName(comment.author, words.deletedMember),
        })}
      >
        <header className={styles.head}>
          <Avatar user={comment.author} size={isReply ? 24 : 32} />
          <span className={styles.author}>
            {comment.author ? (
              <Link href={userProfilePath(comment.author.slug)}>
                {displayName(comment.author, words.deletedMember)}
              </Link>
            ) : (
              displayName(null, words.deletedMember)
            )}
          </span>
          <a href={`?comment=${comment.id}#comment-${comment.id}`} className={styles.time}>
            <RelativeTime dateTime={comment.created_at} locale={words.locale} />
          </a>
          {isEdited(comment) ? (
            <Link href={`/community/comments/${comment.id}/history`} className={styles.muted}>
              {words.edited}
            </Link>
          ) : null}
          {isAccepted ? <span className={styles.acceptedBadge}>{words.accepted}</span> : null}
          {comment.is_featured && !isAccepted ? (
            <span className={styles.featuredBadge}>{words.featured}</span>
          ) : null}
          {comment.state === 'under_review' || comment.state === 'spam' ? (
            <span className={styles.featuredBadge}>{words.awaitingReview}</span>
          ) : null}
        </header>
        {body ?? (
          <div className={styles.body} lang={bodyLang}>
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
            words={words.upvote?.[noun]}
            size="small"
          />
          {actions}
          {isAnswer ? (
            <Link href={`/community/comments/${comment.id}/suggest-edit`} className={styles.muted}>
              {words.suggestEdit}
            </Link>
          ) : null}
        </div>
      </article>
      {afterComment}
      {replies.length > 0 ? (
        <ol
          className={styles.replies}
          aria-label={fillWords(words.repliesTo, { name: displayName(comment.author, words.deletedMember) })}
        >
          {replies.map(renderReply)}
        </ol>
      ) : null}
      {footer}
    </li>
  );
}
