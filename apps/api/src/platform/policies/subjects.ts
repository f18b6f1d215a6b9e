// Row → rule subject, one function per resource (the rules themselves live in @reef/core).
import type { Subject, TransitionSubject } from '@reef/core';

type Owned = { authorId: number | null; state: string };

export const tutorialSubject = (row: Owned): TransitionSubject => ({
  type: 'tutorial',
  ownerId: row.authorId,
  status: row.state,
});
export const tutorialSeriesSubject = (row: Owned): Subject => ({
  type: 'tutorial_series',
  ownerId: row.authorId,
  status: row.state,
});
export const questionSubject = (row: Owned): TransitionSubject => ({
  type: 'question',
  ownerId: row.authorId,
  status: row.state,
});
export const commentSubject = (row: Owned): TransitionSubject => ({
  type: 'comment',
  ownerId: row.authorId,
  status: row.state,
});
export const toolSubject = (row: Owned): Subject => ({
  type: 'tool',
  ownerId: row.authorId,
  status: row.state,
});
export const tagSubject = (row?: { state: string }): Subject => ({
  type: 'tag',
  ownerId: null,
  status: row?.state,
});
export const userSubject = (row: { id: number }): Subject => ({ type: 'user', ownerId: row.id });
