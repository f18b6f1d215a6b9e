'use client';
// A thread of comments (or answers) under a tutorial, question, answer or tool: threaded replies, 10 per page from
// page 0 with 'Load more', a `?comment=` link scrolled to and highlighted, edit / delete own, report, upvote.
// The first page arrives server-rendered; everything after is fetched here.
import {
  createComment,
  getCommentThread,
  getMemberCommentThread,
  getPendingContributions,
  updateComment,
  updateQuestion,
  type Comment,
  type CommentPage,
} from '@reef/client';
import {
  can,
  COMMENTS_PER_PAGE,
  denialOf,
  statusTargets,
  type CommentParentType,
  type CommentType,
} from '@reef/core';
import Link from '@/components/ui/link';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { sessionActor, useSession, type SessionUser } from '@/features/auth/session-provider';
import { useToast } from '@/components/ui/toast/toast-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { displayName } from '@/lib/format';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { CommentForm } from './lazy-parts';
import { CommentItem } from './comment-item';
import { orderAnswers } from './thread-order';
import { SignInLinks } from './sign-in-links';
import { fillWords, pluralText, splitWords, type PluralForms, type ThreadWords } from './thread-words';
import { englishThreadWords } from './thread-words-english';
import styles from './comments.module.css';

/** Inputs of CommentThread. */
export type CommentThreadProps = {
  parentType: CommentParentType;
  parentId: number;
  /** Only this comment type (answers on a question page). */
  commentType?: CommentType;
  initial: CommentPage;
  /** The id a `?comment=` link points at (read from the address in the browser when not given). */
  highlightId?: number;
  /** Words for the thing commented on: "tutorial", "question", "answer". */
  noun: string;
  /**
   * What the thread says, in the page's language (thread-words-server.ts); an English page passes none and the
   * thread speaks its own English (thread-words-english.ts), so the page does not carry the words twice.
   */
  words?: ThreadWords;
  /** Heading id and text of the thread. */
  headingId: string;
  /**
   * The thread's own heading, its count of items ("1 Answer", "3 Answers", the forms of `pluralForms`): kept by the
   * thread, so it follows an item posted or deleted on the page.
   */
  countHeading?: PluralForms;
  /** Form label and submit text: "Add a comment" / "Post your answer". */
  formLabel?: string;
  submitLabel?: string;
  /** Accepted answer first, then featured ones. */
  isAnswerList?: boolean;
  /**
   * The `lang` of the items' bodies when they are not in English: a question's answers are in its language
   * (issue #31, docs/decisions.md "An answer's language").
   */
  bodyLang?: string;
  acceptedAnswerId?: number | null;
  /**
   * Answers of a question: who may accept one. The asker and question moderators see "Accept" on each answer
   * (and "Unaccept" on the accepted one); the API checks the same (questions/service.ts).
   */
  acceptance?: { questionId: number; askerSlug: string | null };
  emptyText?: string;
  /** Renders the new-comment form (false when another form on the page posts into this thread). */
  hasForm?: boolean;
  /**
   * The form starts folded behind an "Add a comment" button (a question's comments, above the answer form), so that a
   * page shows one editor at a time.
   */
  isFormFolded?: boolean;
  /** Items per page: comments 10, answers 3 (content-and-presentation §9). */
  perPage?: number;
  /** Load the next page at once: the reader pressed 'Load more' on the server-rendered thread this one replaces. */
  loadsMoreAtStart?: boolean;
};

function commentIdFrom(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function hasComment(item: Comment, id: number): boolean {
  return item.id === id || Boolean(item.replies?.some((reply) => reply.id === id));
}

/**
 * Whether the member may edit or delete a comment (the server applies the same rules). Deleting moves the comment
 * to `trashed`, so the core transition table decides it.
 */
export function canChangeComment(
  user: SessionUser | null,
  comment: Comment,
  action: 'update' | 'delete',
): boolean {
  const subject = { type: 'comment' as const, ownerId: comment.author?.id ?? null, status: comment.state };
  if (action === 'delete') return statusTargets(sessionActor(user), subject).includes('trashed');
  if (comment.abilities) return comment.abilities[action];
  return can(sessionActor(user), action, subject);
}

/** The thread, its 'Load more' and its form. */
export function CommentThread({
  parentType,
  parentId,
  commentType,
  initial,
  highlightId: initialHighlightId,
  noun,
  words = englishThreadWords(noun, commentType),
  headingId,
  countHeading,
  formLabel = words.formLabel,
  submitLabel = words.submitLabel,
  isAnswerList = false,
  bodyLang,
  acceptedAnswerId,
  acceptance,
  emptyText,
  hasForm = true,
  isFormFolded = false,
  perPage = COMMENTS_PER_PAGE,
  loadsMoreAtStart = false,
}: CommentThreadProps) {
  const { apiUrl } = useRuntimeConfig();
  const session = useSession();
  const { showToast } = useToast();
  const loginUrl = useCommunityLoginUrl('login');
  const registerUrl = useCommunityLoginUrl('register');
  const [items, setItems] = useState<Comment[]>(initial.data);
  const [page, setPage] = useState(initial.meta.pagination.page.current);
  const [pageCount, setPageCount] = useState(initial.meta.pagination.page.count);
  const [total, setTotal] = useState(initial.meta.pagination.total);
  const [isLoading, setIsLoading] = useState(false);
  const [isFormOpen, setIsFormOpen] = useState(!isFormFolded);
  // The accepted answer as this page knows it: from the question, then from the asker's own choices here.
  const [acceptedId, setAcceptedId] = useState<number | null>(
    acceptedAnswerId ?? initial.data.find((item) => item.is_accepted)?.id ?? null,
  );

  const [highlightId, setHighlightId] = useState(initialHighlightId);

  // The page read again (router.refresh: "2 new answers — show them") brings a newer first page: it is taken, and
  // what this page added since (an answer just posted, items of "Load more") stays after it.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    const fresh = new Set(initial.data.map((item) => item.id));
    setItems((current) => [...initial.data, ...current.filter((item) => !fresh.has(item.id))]);
    setTotal(initial.meta.pagination.total);
  }
  const moreButton = useRef<HTMLButtonElement>(null);
  const hasLoadedAtStart = useRef(false);

  // The reader's press of the server-rendered 'Load more' carries on here, focus on the same button.
  useEffect(() => {
    if (!loadsMoreAtStart || hasLoadedAtStart.current) return;
    hasLoadedAtStart.current = true;
    moreButton.current?.focus();
    void loadMore();
    // Once, when the thread takes over from the server-rendered one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // spec: community-app §2 — the optional comment query parameter points at one comment. The page is a cached
  // artefact shared by every reader, so the target is looked up here: if it is not on the first page, the thread's
  // first page is asked again with it `featured`, and it joins the list.
  useEffect(() => {
    const target = commentIdFrom(new URL(window.location.href).searchParams.get('comment'));
    if (!target) return;
    if (initial.data.some((item) => hasComment(item, target))) {
      setHighlightId(target);
      return;
    }
    let isCancelled = false;
    getCommentThread({ baseUrl: apiUrl, timeoutMs: 8000 }, parentType, parentId, {
      type: commentType,
      perPage,
      page: 0,
      featured: [target],
    })
      .then((featured) => {
        const found = featured.data.filter((item) => hasComment(item, target));
        if (isCancelled || found.length === 0) return;
        setItems((current) => {
          const seen = new Set(current.map((item) => item.id));
          return [...found.filter((item) => !seen.has(item.id)), ...current];
        });
        setHighlightId(target);
      })
      // The link still opens the page; the comment just is not brought into view.
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
    // Once per page load: the address is read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The public thread leaves out what is held for review; the member's own held items join it, read with their token.
  const memberSlug = session.status === 'signed-in' ? session.user?.slug : undefined;
  useEffect(() => {
    if (!memberSlug) return;
    let isCancelled = false;
    const api = session.api;
    getPendingContributions(api, memberSlug)
      .then(async (pending) => {
        const ids = pending.data
          .filter(
            (item) =>
              item.type !== 'question' &&
              item.root_type === parentType &&
              item.root_id === parentId &&
              (!commentType || item.type === commentType),
          )
          .map((item) => item.id);
        if (ids.length === 0 || isCancelled) return;
        const thread = await getMemberCommentThread(api, parentType, parentId, {
          type: commentType,
          perPage,
          page: 0,
          featured: ids,
        });
        const held = thread.data.filter((item) => ids.includes(item.id));
        if (isCancelled || held.length === 0) return;
        setItems((current) => {
          const seen = new Set(current.map((item) => item.id));
          return [...current, ...held.filter((item) => !seen.has(item.id))];
        });
      })
      // Without it the public thread still reads as before.
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberSlug, parentType, parentId, commentType]);

  // Bring the target into view once it is rendered.
  useEffect(() => {
    if (!highlightId) return;
    const element = document.getElementById(`comment-${highlightId}`);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [highlightId]);

  const loadMore = async () => {
    setIsLoading(true);
    try {
      const next = await getCommentThread({ baseUrl: apiUrl, timeoutMs: 8000 }, parentType, parentId, {
        type: commentType,
        perPage,
        page: page + 1,
      });
      setItems((current) => {
        const seen = new Set(current.map((item) => item.id));
        return [...current, ...next.data.filter((item) => !seen.has(item.id))];
      });
      setPage(next.meta.pagination.page.current);
      setPageCount(next.meta.pagination.page.count);
      setTotal(next.meta.pagination.total);
    } catch {
      showToast(words.loadFailed, { type: 'error', durationMs: 4000 });
    } finally {
      setIsLoading(false);
    }
  };

  const replaceItem = (updated: Comment) =>
    setItems((current) =>
      current.map((item) =>
        item.id === updated.id
          ? { ...item, ...updated, replies: updated.replies ?? item.replies }
          : {
              ...item,
              replies: item.replies?.map((reply) =>
                reply.id === updated.id ? { ...reply, ...updated } : reply,
              ),
            },
      ),
    );

  const removeItem = (id: number) => {
    setItems((current) =>
      current
        .filter((item) => item.id !== id)
        .map((item) => ({ ...item, replies: item.replies?.filter((reply) => reply.id !== id) })),
    );
    setTotal((value) => Math.max(0, value - 1));
  };

  const addReply = (parent: Comment, reply: Comment) =>
    setItems((current) =>
      current.map((item) =>
        item.id === parent.id
          ? { ...item, replies: [...(item.replies ?? []), reply], replies_count: item.replies_count + 1 }
          : item,
      ),
    );

  const handleCreate = async (body: string) => {
    const created = await createComment(session.api, {
      body,
      type: commentType ?? 'comment',
      parent_type: parentType,
      parent_id: parentId,
    });
    setItems((current) => [...current, { ...created, replies: created.replies ?? [] }]);
    setTotal((value) => value + 1);
    showToast(created.state === 'published' ? words.posted : words.postedForReview, {
      type: 'success',
    });
    // The new item is at the end of the list: move focus there so keyboard and screen reader users find it.
    requestAnimationFrame(() => document.getElementById(`comment-${created.id}`)?.focus());
  };

  const handleDelete = async (comment: Comment) => {
    if (!window.confirm(words.deleteConfirm)) return;
    try {
      await updateComment(session.api, comment.id, { state: 'trashed' });
      removeItem(comment.id);
      showToast(words.deleted, { type: 'success' });
    } catch {
      showToast(words.deleteFailed, { type: 'error', durationMs: 4000 });
    }
  };

  // spec: community-app §2 — the asker (or a question moderator) accepts one answer; it is pinned first.
  const mayAccept =
    isAnswerList &&
    acceptance !== undefined &&
    session.status === 'signed-in' &&
    (session.user?.slug === acceptance.askerSlug ||
      can(sessionActor(session.user), 'moderate', { type: 'question' }));
  const setAccepted = async (comment: Comment, accept: boolean) => {
    if (!acceptance) return;
    const next = accept ? comment.id : null;
    try {
      await updateQuestion(session.api, acceptance.questionId, { question: { accepted_answer_id: next } });
      setAcceptedId(next);
      setItems((current) => current.map((item) => ({ ...item, is_accepted: item.id === next })));
      showToast(
        accept
          ? fillWords(words.accepted, { name: displayName(comment.author, words.view.deletedMember) })
          : words.unaccepted,
        { type: 'success' },
      );
      // The answer moves (to the top, or back among the others): the reader's focus goes with it.
      requestAnimationFrame(() => document.getElementById(`comment-${comment.id}`)?.focus());
    } catch (failure) {
      showToast(describeApiError(failure, words.form.errors).message ?? words.failed, {
        type: 'error',
        durationMs: 4000,
      });
    }
  };

  const shown = isAnswerList ? orderAnswers(items, acceptedId) : items;
  const hasMore = page + 1 < pageCount;
  const isSignedIn = session.status === 'signed-in';
  // Commenting follows the core rules (CREATE_COMMENTS), as the API does: a member without it is told why.
  const commentDenial = isSignedIn
    ? denialOf(sessionActor(session.user), 'create', { type: 'comment' })
    : null;

  return (
    <div className={styles.thread} data-thread={parentType}>
      {countHeading ? <h2 id={headingId}>{pluralText(countHeading, total)}</h2> : null}
      {shown.length > 0 ? (
        <ol className={styles.items} aria-labelledby={headingId}>
          {shown.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              highlightId={highlightId}
              isAnswer={isAnswerList}
              bodyLang={bodyLang}
              isAccepted={comment.id === acceptedId}
              words={words}
              onAccept={
                mayAccept && comment.state === 'published'
                  ? (accept: boolean) => setAccepted(comment, accept)
                  : undefined
              }
              canUpdate={canChangeComment(session.user, comment, 'update')}
              canDelete={canChangeComment(session.user, comment, 'delete')}
              canChange={(reply, action) => canChangeComment(session.user, reply, action)}
              onUpdated={replaceItem}
              onDelete={handleDelete}
              onReplied={addReply}
            />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{emptyText ?? words.empty}</p>
      )}
      {hasMore ? (
        <div className={styles.more}>
          <button
            ref={moreButton}
            type="button"
            className={styles.moreButton}
            onClick={loadMore}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
          >
            {isLoading ? words.loading : words.loadMore}
          </button>
          <span className={styles.muted}> {fillWords(words.showing, { shown: items.length, total })}</span>
        </div>
      ) : null}
      {hasForm ? (
        commentDenial ? (
          <p className={styles.signIn}>
            {splitWords(words.denied).map(({ text, name }) => (
              <Fragment key={`${text}${name ?? ''}`}>
                {text}
                {name === 'permission' && commentDenial.reason === 'missing-permission' ? (
                  <code>{commentDenial.anyOf[0]}</code>
                ) : name === 'conduct' ? (
                  <Link href="/community/pages/code-of-conduct">{words.conduct}</Link>
                ) : null}
              </Fragment>
            ))}
          </p>
        ) : isSignedIn && !isFormOpen ? (
          <button
            type="button"
            className={styles.moreButton}
            aria-expanded={false}
            onClick={() => setIsFormOpen(true)}
          >
            {formLabel}
          </button>
        ) : isSignedIn ? (
          <CommentForm
            draftKey={`${commentType ?? 'comment'}:${parentType}:${parentId}`}
            words={words.form}
            label={formLabel}
            submitLabel={submitLabel}
            onSubmit={handleCreate}
            isAnswer={commentType === 'answer'}
            isFocusedAtStart={isFormFolded}
          />
        ) : session.status === 'signed-out' ? (
          <SignInLinks words={words} loginUrl={loginUrl} registerUrl={registerUrl} />
        ) : null
      ) : null}
    </div>
  );
}
