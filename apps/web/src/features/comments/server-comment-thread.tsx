// A thread as a reader sees it, rendered on the server: the items of its first page with their bodies, upvotes and
// replies, 'Load more' and the sign-in invitation. CommentThreadGate swaps in the interactive thread
// (comment-thread.tsx) when it is needed; until then the page carries only the small islands below, not the
// thread's code. Each item is the one comment view both threads render (comment-view.tsx).
import { COMMENTS_PER_PAGE } from '@reef/core';
import type { CommentThreadProps } from './comment-thread';
import { CommentThreadGate, ThreadLoadMoreButton, ThreadSignInPrompt } from './comment-thread-gate';
import { CommentView } from './comment-view';
import { orderAnswers } from './thread-order';
import { fillWords, pluralText, type ThreadWords } from './thread-words';
import styles from './comments.module.css';

/** The thread for readers, taken over by the interactive thread when needed (same props as CommentThread). */
export function ServerCommentThread(props: CommentThreadProps & { words: ThreadWords }) {
  const {
    parentType,
    initial,
    words,
    headingId,
    countHeading,
    isAnswerList = false,
    bodyLang,
    acceptedAnswerId,
    emptyText,
    hasForm = true,
  } = props;
  const items = isAnswerList ? orderAnswers(initial.data, acceptedAnswerId) : initial.data;
  const { current, count } = initial.meta.pagination.page;
  const perPage = props.perPage ?? COMMENTS_PER_PAGE;
  return (
    // An English page's interactive thread speaks its own English (thread-words-english.ts): the page does not carry
    // the words a second time as its props (issue #33).
    <CommentThreadGate {...props} words={words.view.locale === 'en' ? undefined : words} perPage={perPage}>
      <div className={styles.thread} data-thread={parentType}>
        {countHeading ? (
          <h2 id={headingId}>{pluralText(countHeading, initial.meta.pagination.total)}</h2>
        ) : null}
        {items.length > 0 ? (
          <ol className={styles.items} aria-labelledby={headingId}>
            {items.map((comment) => (
              <CommentView
                key={comment.id}
                comment={comment}
                isAnswer={isAnswerList}
                bodyLang={bodyLang}
                isAccepted={comment.is_accepted || comment.id === acceptedAnswerId}
                words={words.view}
              />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>{emptyText ?? words.empty}</p>
        )}
        {current + 1 < count ? (
          <div className={styles.more}>
            <ThreadLoadMoreButton label={words.loadMore} />
            <span className={styles.muted}>
              {' '}
              {fillWords(words.showing, { shown: initial.data.length, total: initial.meta.pagination.total })}
            </span>
          </div>
        ) : null}
        {hasForm ? (
          <ThreadSignInPrompt words={{ signIn: words.signIn, logIn: words.logIn, signUp: words.signUp }} />
        ) : null}
      </div>
    </CommentThreadGate>
  );
}
