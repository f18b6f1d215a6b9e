// Revisions and suggested edits (issue #32): every edit of a question, answer, comment or tutorial is a revision
// (`GET /v1/{questions|comments|tutorials}/{id}/revisions`), shown as a diff the API renders; authors and moderators
// roll back, moderators hide a revision's text; members suggest edits to tutorials and answers, which their author
// or a moderator accepts (crediting the suggester), edits before accepting, or declines with a reason.
import { z } from './zod.js';
import { markdownSource, numericId, timestamp } from './common.js';
import { userSummary } from './users.js';

/** What keeps revisions through these routes (static pages and posts keep theirs in the admin area). */
export const REVISION_SUBJECTS = ['question', 'comment', 'tutorial'] as const;
export type RevisionSubject = (typeof REVISION_SUBJECTS)[number];
/** What a member may suggest an edit to: a tutorial, or an answer (a comment of type `answer`). */
export const SUGGESTION_SUBJECTS = ['tutorial', 'comment'] as const;
export type SuggestionSubject = (typeof SUGGESTION_SUBJECTS)[number];
/** The two texts a diff compares: the rendered text, or the markdown source. */
export const REVISION_VIEWS = ['rendered', 'markdown'] as const;
export type RevisionView = (typeof REVISION_VIEWS)[number];
export const SUGGESTED_EDIT_STATES = ['pending', 'accepted', 'declined'] as const;
export type SuggestedEditState = (typeof SUGGESTED_EDIT_STATES)[number];
/** Longest reason for hiding a revision or declining a suggestion, and longest suggestion note. */
export const REVISION_REASON_MAX = 500;

/** `{id}/revisions/{number}` path. */
export const revisionParams = z.object({ id: z.string().min(1).max(300), number: numericId });
/** `GET …/revisions` query: which text the diffs compare. */
export const revisionListQuery = z.object({ view: z.enum(REVISION_VIEWS).default('rendered') });
export type RevisionListQuery = z.infer<typeof revisionListQuery>;

/** A diff rendered by the API as HTML (escaped text in `<ins>` / `<del>`): inline, and the two sides. */
export const revisionDiff = z.object({
  inline_html: z.string(),
  left_html: z.string(),
  right_html: z.string(),
  /** Whether anything changed in the text compared. */
  changed: z.boolean(),
});
export type RevisionDiff = z.infer<typeof revisionDiff>;

export const revisionSummary = z.object({
  number: z.number().int(),
  author: userSummary.nullable(),
  created_at: timestamp,
  /** Why it was saved when not a plain edit: a rollback, an accepted suggestion. */
  summary: z.string().nullable(),
  is_current: z.boolean(),
  /** Set when a moderator hid the revision's text (the reason is shown to everyone). */
  hidden: z.object({ at: timestamp, reason: z.string(), by: userSummary.nullable() }).nullable(),
  /** Null when hidden from this actor. */
  title: z.string().nullable(),
  body_markdown: z.string().nullable(),
  /** This revision against the one before it (the first against nothing); null when either is hidden from this actor. */
  diff: revisionDiff.nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

export const revisionList = z.object({
  subject: z.object({
    type: z.enum(REVISION_SUBJECTS),
    id: z.number().int(),
    title: z.string(),
    /** The page the item is on: a question's or tutorial's slug path (`/community/questions/…`). */
    path: z.string(),
  }),
  view: z.enum(REVISION_VIEWS),
  data: z.array(revisionSummary),
  /** What this actor may do here (the server checks again). */
  abilities: z.object({ rollback: z.boolean(), hide: z.boolean() }),
});
export type RevisionList = z.infer<typeof revisionList>;

/** `POST …/revisions/{number}/hide` body. */
export const revisionHideBody = z.object({
  revision: z.object({ reason: z.string().trim().min(3).max(REVISION_REASON_MAX) }),
});
export type RevisionHideBody = z.infer<typeof revisionHideBody>;

/** `GET …/credits`: how often the item was edited and who improved it (accepted suggestions), oldest first. */
export const revisionCredits = z.object({
  revisions_count: z.number().int(),
  improved_by: z.array(userSummary),
});
export type RevisionCredits = z.infer<typeof revisionCredits>;

/** `POST /v1/{tutorials|comments}/{id}/suggested-edits` body: the whole new text, and a note. */
export const suggestedEditCreateBody = z.object({
  suggested_edit: z.object({
    body: markdownSource(1),
    /** A tutorial's title and description (ignored for an answer). */
    title: z.string().trim().min(3).max(200).optional(),
    description: z.string().trim().max(1000).optional(),
    comment: z.string().trim().max(REVISION_REASON_MAX).default(''),
  }),
});
export type SuggestedEditCreateBody = z.infer<typeof suggestedEditCreateBody>;

/** `POST /v1/suggested-edits/{id}/review` body: accept (optionally with the reviewer's own changes) or decline. */
export const suggestedEditReviewBody = z
  .object({
    suggested_edit: z.object({
      decision: z.enum(['accept', 'decline']),
      reason: z.string().trim().max(REVISION_REASON_MAX).default(''),
      body: markdownSource(1).optional(),
      title: z.string().trim().min(3).max(200).optional(),
      description: z.string().trim().max(1000).optional(),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.suggested_edit.decision === 'decline' && value.suggested_edit.reason.length < 3)
      ctx.addIssue({
        code: 'custom',
        path: ['suggested_edit', 'reason'],
        message: 'Say why the suggestion is declined',
      });
  });
export type SuggestedEditReviewBody = z.infer<typeof suggestedEditReviewBody>;

export const suggestedEditParams = z.object({ id: numericId });

export const suggestedEditResponse = z.object({
  id: z.number().int(),
  subject: z.object({
    type: z.enum(SUGGESTION_SUBJECTS),
    id: z.number().int(),
    title: z.string(),
    path: z.string(),
  }),
  author: userSummary.nullable(),
  state: z.enum(SUGGESTED_EDIT_STATES),
  comment: z.string(),
  base_number: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  body_markdown: z.string(),
  /** The suggestion against the revision it was written on, markdown and rendered text. */
  diff: revisionDiff,
  rendered_diff: revisionDiff,
  reviewer: userSummary.nullable(),
  review_reason: z.string().nullable(),
  reviewed_at: timestamp.nullable(),
  revision_number: z.number().int().nullable(),
  created_at: timestamp,
  abilities: z.object({ review: z.boolean() }),
});
export type SuggestedEditResponse = z.infer<typeof suggestedEditResponse>;

export const suggestedEditList = z.object({ data: z.array(suggestedEditResponse) });
export type SuggestedEditList = z.infer<typeof suggestedEditList>;

/** `GET …/suggested-edits` query. */
export const suggestedEditListQuery = z.object({
  state: z.enum(SUGGESTED_EDIT_STATES).optional(),
});
