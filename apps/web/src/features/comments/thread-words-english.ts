// A thread's words in English (thread-words.ts), for the interactive thread (comment-thread.tsx) when the page passes
// none: an English page, the one most readers get, carries no second copy of them in its flight data (issue #33,
// goal 2). Only the lazily loaded thread imports this, so no reader downloads it for a page they only read. The same
// texts as the `community` catalogue's English (thread-words.test.tsx compares them).
import { COMMENT_BODY_MIN, type CommentType } from '@reef/core';
import { ENGLISH_API_ERROR_WORDS } from '@/features/editor/api-errors';
import { ENGLISH_EDITOR_WORDS } from '@/features/editor/editor-words';
import { ENGLISH_REPORT_WORDS } from './report-dialog';
import type { ThreadWords } from './thread-words';

/** What a thread of `commentType` under a `noun` says in English. */
export function englishThreadWords(noun: string, commentType?: CommentType): ThreadWords {
  const isAnswer = commentType === 'answer';
  return {
    empty: `No comments yet. Start the conversation about this ${noun}.`,
    showing: 'Showing {shown} of {total}',
    loadMore: 'Load more',
    loading: 'Loading...',
    loadFailed: 'More comments could not be loaded. Please try again.',
    formLabel: 'Add a comment',
    submitLabel: 'Post comment',
    signIn: isAnswer
      ? '{login} or {register} to answer this question.'
      : '{login} or {register} to join the conversation.',
    logIn: 'Log in',
    signUp: 'sign up',
    denied: `${isAnswer ? 'Answering' : 'Commenting'} needs the permission {permission}, which your account does not hold (a moderator may have taken it away). Read the {conduct}; an administrator can restore it.`,
    conduct: 'code of conduct',
    posted: isAnswer ? 'Your answer is posted' : 'Your comment is posted',
    postedForReview: isAnswer
      ? 'Your answer is posted and awaits review'
      : 'Your comment is posted and awaits review',
    deleteConfirm: 'Delete this comment? This cannot be undone.',
    deleted: 'Deleted',
    deleteFailed: 'It could not be deleted. Please try again.',
    accepted: "You accepted {name}'s answer: it is shown first",
    unaccepted: 'The answer is no longer accepted',
    failed: 'That did not work. Please try again.',
    item: {
      accept: 'Accept answer',
      unaccept: 'Unaccept answer',
      reply: 'Reply',
      edit: 'Edit',
      delete: 'Delete',
      report: 'Report',
      editAnswer: 'Edit your answer',
      editComment: 'Edit your comment',
      editReply: 'Edit your reply',
      save: 'Save',
      replyTo: 'Reply to {name}',
      postReply: 'Post reply',
      replyPosted: 'Your reply is posted',
      replyPostedForReview: 'Your reply is posted and awaits review',
      saved: 'Saved',
      loadEditFailed: 'It could not be loaded for editing.',
    },
    view: {
      answerBy: 'Answer by {name}',
      commentBy: 'Comment by {name}',
      replyBy: 'Reply by {name}',
      repliesTo: 'Replies to {name}',
      edited: '(edited)',
      accepted: '✓ Accepted answer',
      featured: 'Featured',
      awaitingReview: 'Awaiting review: only you and the moderators see it',
      suggestEdit: 'Suggest an edit',
      deletedMember: 'Deleted member',
      locale: 'en',
    },
    report: { ...ENGLISH_REPORT_WORDS, errors: ENGLISH_API_ERROR_WORDS },
    form: {
      minLength: `Write at least ${COMMENT_BODY_MIN} characters.`,
      restored: 'Restored your unsent text.',
      posting: 'Posting…',
      cancel: 'Cancel',
      editor: ENGLISH_EDITOR_WORDS,
      errors: ENGLISH_API_ERROR_WORDS,
    },
  };
}
