// A thread as a reader sees it, rendered on the server: the items of its first page with their bodies, upvotes and
// replies, 'Load more' and the sign-in invitation. CommentThreadGate swaps in the interactive thread
// (comment-thread.tsx) when it is needed; until then the page carries only the small islands below, not the
// thread's code. The markup is the interactive thread's, as it renders for a signed-out reader.
import type { Comment } from '@reef/client';
import { COMMENTS_PER_PAGE, UI_TEXTS, userProfilePath } from '@reef/core';
import Link from 'next/link';
import { ArticleBody } from '@/components/content/article-body';
import { Avatar } from '@/components/ui/avatar/avatar';
import { RelativeTime } from '@/components/ui/relative-time/relative-time';
import { UpvoteButton } from '@/features/votes/upvote-button';
import { displayName } from '@/lib/format';
import type { CommentThreadProps } from './comment-thread';
import { CommentThreadGate, ThreadLoadMoreButton, ThreadSignInPrompt } from './comment-thread-gate';
import { isEdited, orderAnswers } from './thread-order';
import styles from './comments.module.css';

function ServerCommentItem({
  comment,
  isAnswer,
  isAccepted,
  isReply,
}: {
  comment: Comment;
  isAnswer: boolean;
  isAccepted: boolean;
  isReply: boolean;
}) {
  const noun = isAnswer ? 'answer' : isReply ? 'reply' : 'comment';
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
        className={styles.comment}
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
            <RelativeTime dateTime={comment.created_at} />
          </a>
          {isEdited(comment) ? <span className={styles.muted}>(edited)</span> : null}
          {isAccepted ? <span className={styles.acceptedBadge}>✓ Accepted answer</span> : null}
          {comment.is_featured && !isAccepted ? <span className={styles.featuredBadge}>Featured</span> : null}
        </header>
        <div className={styles.body}>
          <ArticleBody html={comment.body_html} idPrefix={`comment-${comment.id}-code`} withAnchors={false} />
        </div>
        <div className={styles.actions}>
          <UpvoteButton
            type="comment"
            id={comment.id}
            count={comment.upvotes_count}
            label={`this ${noun}`}
            size="small"
          />
        </div>
      </article>
      {replies.length > 0 ? (
        <ol className={styles.replies} aria-label={`Replies to ${displayName(comment.author)}`}>
          {replies.map((reply) => (
            <ServerCommentItem key={reply.id} comment={reply} isAnswer={false} isAccepted={false} isReply />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** The thread for readers, taken over by the interactive thread when needed (same props as CommentThread). */
export function ServerCommentThread(props: CommentThreadProps) {
  const {
    parentType,
    commentType,
    initial,
    noun,
    headingId,
    isAnswerList = false,
    acceptedAnswerId,
    emptyText,
    hasForm = true,
  } = props;
  const items = isAnswerList ? orderAnswers(initial.data, acceptedAnswerId) : initial.data;
  const { current, count } = initial.meta.pagination.page;
  const perPage = props.perPage ?? COMMENTS_PER_PAGE;
  return (
    <CommentThreadGate {...props} perPage={perPage}>
      <div className={styles.thread} data-thread={parentType}>
        {items.length > 0 ? (
          <ol className={styles.items} aria-labelledby={headingId}>
            {items.map((comment) => (
              <ServerCommentItem
                key={comment.id}
                comment={comment}
                isAnswer={isAnswerList}
                isAccepted={comment.is_accepted || comment.id === acceptedAnswerId}
                isReply={false}
              />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>
            {emptyText ?? `No comments yet. Start the conversation about this ${noun}.`}
          </p>
        )}
        {current + 1 < count ? (
          <div className={styles.more}>
            <ThreadLoadMoreButton label={UI_TEXTS.loadMore} />
            <span className={styles.muted}>
              {' '}
              Showing {initial.data.length} of {initial.meta.pagination.total}
            </span>
          </div>
        ) : null}
        {hasForm ? <ThreadSignInPrompt isAnswer={commentType === 'answer'} /> : null}
      </div>
    </CommentThreadGate>
  );
}
