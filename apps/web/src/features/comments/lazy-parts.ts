'use client';
// Parts of a thread only members use, loaded when first shown: the form brings the Markdown editor and the
// schema rules of @reef/core (zod), which readers of a cached page never need.
import dynamic from 'next/dynamic';

/** The comment, answer and reply form (signed-in members only). */
export const CommentForm = dynamic(() => import('./comment-form').then((mod) => mod.CommentForm), {
  ssr: false,
});

/** The report dialog (opened from a comment's Report button). */
export const ReportDialog = dynamic(() => import('./report-dialog').then((mod) => mod.ReportDialog), {
  ssr: false,
});
