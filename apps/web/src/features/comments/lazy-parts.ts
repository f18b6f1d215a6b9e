// Parts of a thread only members use, loaded when first shown: the form brings the Markdown editor and the
// schema rules of @reef/core (zod), which readers of a cached page never need.
import { lazyIsland } from '@/lib/lazy-island';

/** The comment, answer and reply form (signed-in members only). */
export const CommentForm = lazyIsland(() => import('./comment-form').then((mod) => mod.CommentForm));

/** The report dialog (opened from a comment's Report button). */
export const ReportDialog = lazyIsland(() => import('./report-dialog').then((mod) => mod.ReportDialog));
