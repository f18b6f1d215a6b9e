// A thread section for a page: the first page is read server-side (cached under the page's tags) and handed to the
// interactive thread. A `?comment=` target is found by the thread in the browser (the page is a shared cached render).
import type { ReactNode } from 'react';
import { getCommentThread, type CommentPage } from '@reef/client';
import { COMMENTS_PER_PAGE, objectTag, type CommentParentType, type CommentType } from '@reef/core';
import { cachedApi, readOptional } from '@/lib/content-api';
import type { CommentThreadProps } from './comment-thread';
import { getT } from '@/i18n/translate';
import { ServerCommentThread } from './server-comment-thread';
import { threadPageWords, threadWords } from './thread-words-server';
import styles from './comments.module.css';

const emptyThread: CommentPage = {
  data: [],
  meta: { pagination: { page: { current: 0, count: 0 }, per_page: COMMENTS_PER_PAGE, total: 0 } },
};

/** Inputs of CommentsSection. */
export type CommentsSectionProps = {
  parentType: CommentParentType;
  parentId: number;
  /** Cache tags of the page the thread belongs to (its writes revalidate them). */
  tags: string[];
  title: string;
  headingId?: string;
  commentType?: CommentType;
  /** Shown under the heading, above the thread: the page's live notice of new comments (live-thread-gate.tsx). */
  notice?: ReactNode;
} & Pick<
  CommentThreadProps,
  | 'noun'
  | 'formLabel'
  | 'submitLabel'
  | 'isAnswerList'
  | 'acceptedAnswerId'
  | 'emptyText'
  | 'hasForm'
  | 'isFormFolded'
>;

/** The heading, the first page of the thread and the form. */
export async function CommentsSection({
  parentType,
  parentId,
  tags,
  title,
  headingId = 'comments',
  commentType,
  notice,
  ...rest
}: CommentsSectionProps) {
  const initial = await readOptional(
    () =>
      getCommentThread(cachedApi([...tags, objectTag.thread(parentType, parentId)]), parentType, parentId, {
        type: commentType,
        perPage: COMMENTS_PER_PAGE,
        page: 0,
      }),
    emptyThread,
    `${parentType} ${parentId} comments`,
  );
  const total = initial.meta.pagination.total;
  const t = await getT('community');
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        {title} <span className={styles.muted}>({total})</span>
      </h2>
      {notice}
      <ServerCommentThread
        parentType={parentType}
        parentId={parentId}
        commentType={commentType}
        initial={initial}
        headingId={headingId}
        words={threadWords(t, rest.noun, commentType, await threadPageWords(t))}
        {...rest}
      />
    </section>
  );
}
