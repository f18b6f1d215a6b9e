// Order of a thread's items, shared by the server-rendered thread and the interactive one.
import type { Comment } from '@reef/client';

/** Answers: the accepted one first, then featured ones, then the rest in their order. */
export function orderAnswers(items: Comment[], acceptedId: number | null | undefined): Comment[] {
  const rank = (item: Comment) => (item.is_accepted || item.id === acceptedId ? 0 : item.is_featured ? 1 : 2);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** Whether an item's date of change is worth an "(edited)" mark (more than a minute after it was written). */
export function isEdited(comment: Pick<Comment, 'created_at' | 'updated_at'>): boolean {
  return (
    comment.updated_at !== comment.created_at &&
    Date.parse(comment.updated_at) - Date.parse(comment.created_at) > 60_000
  );
}
