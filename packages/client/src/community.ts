// The community's content calls: public reads of the static-content API (/content/v1, spec: content-and-presentation §7)
// and the member's reads and writes of the dynamic API (/v1, spec: community-app §7). Shapes come from @reef/core's schemas.
import type {
  commentList,
  commentResponse,
  completedTutorialsResponse,
  contributionList,
  contributionsQuery,
  pendingContributionList,
  pickerSearchResult,
  questionList,
  questionResponse,
  searchQuery,
  searchResponse,
  subscriptionStatus,
  tagList,
  tagResponse,
  toolList,
  toolResponse,
  translationList,
  tutorialBulkStateResponse,
  tutorialList,
  tutorialListQuery,
  tutorialResponse,
  tutorialSeriesList,
  tutorialCollectionList,
  tutorialCollectionResponse,
  tutorialSeriesResponse,
  tutorialStateCounts,
  tutorialVersionList,
  upvoteResponse,
  userResponse,
  userStatsResponse,
  userViewedResponse,
  CommentType,
  CommentParentType,
  Language,
  QuestionCreateBody,
  QuestionUpdateBody,
  ReportReason,
  ReportableType,
  SubscriptionTarget,
  TagType,
  TranslationStatus,
  TutorialBulkStateBody,
  TutorialCreateBody,
  TutorialSubtype,
  TutorialUpdateBody,
  UpvotableType,
  ViewedType,
} from '@reef/core';
import type { AdminUpdateOptions } from './admin.js';
import type { ApiContext } from './calls.js';
import { path } from './request.js';
import { query, send, unwrap } from './send.js';

// Output type of a zod schema without depending on zod here.
export type Out<T extends { _output: unknown }> = T['_output'];

/** A tutorial with its rendered body and headings. */
export type Tutorial = Out<typeof tutorialResponse>;
/** A page of tutorials (no bodies). */
export type TutorialPage = Out<typeof tutorialList>;
/** A tutorial in a list. */
export type TutorialItem = TutorialPage['data'][number];
/** A tutorial series with its parts in order. */
export type TutorialSeries = Out<typeof tutorialSeriesResponse>;
/** A page of tutorial series. */
export type TutorialSeriesPage = Out<typeof tutorialSeriesList>;
/** A published tutorial collection with its public tutorials in order. */
export type TutorialCollection = Out<typeof tutorialCollectionResponse>;
/** Published tutorial collections (no pagination: the spec's page size is 1000). */
export type TutorialCollectionList = Out<typeof tutorialCollectionList>;
/** A question with its rendered body. */
export type Question = Out<typeof questionResponse>;
/** A page of questions. */
export type QuestionPage = Out<typeof questionList>;
/** A question in a list. */
export type QuestionItem = QuestionPage['data'][number];
/** A comment or answer, with its replies in thread lists. */
export type Comment = Out<typeof commentResponse>;
/** A page of a comment thread. */
export type CommentPage = Out<typeof commentList>;
/** A public profile. */
export type UserProfile = Out<typeof userResponse>;
/** A member's counts per contribution kind. */
export type UserStats = Out<typeof userStatsResponse>;
/** A page of a member's contributions. */
export type ContributionPage = Out<typeof contributionList>;
/** A tag with its counts. */
export type Tag = Out<typeof tagResponse>;
/** A page of tags. */
export type TagPage = Out<typeof tagList>;
/** A tool. */
export type Tool = Out<typeof toolResponse>;
/** A page of tools. */
export type ToolPage = Out<typeof toolList>;
/** Full-text search results with highlighted snippets and suggestions. */
export type SearchResults = Out<typeof searchResponse>;
/** One search hit. */
export type SearchHitItem = SearchResults['data'][number];
/** Upvote count, and whether the member upvoted. */
export type UpvoteState = Out<typeof upvoteResponse>;
/** Whether the member is subscribed. */
export type SubscriptionState = Out<typeof subscriptionStatus>;
/** Tutorials of a series the member marked as completed. */
export type CompletedTutorials = Out<typeof completedTutorialsResponse>;
/** Translations of a tutorial. */
export type TranslationList = Out<typeof translationList>;
/** Results of a picker search. */
export type PickerResults = Out<typeof pickerSearchResult>;

/** A static page (community pages and the other marketing page types). */
export type StaticPage = {
  id: number;
  type: string;
  slug: string;
  title: string;
  description: string;
  state: string;
  template?: string | null;
  /** Content blocks: a slice type, its primary fields and repeated items. */
  slices?: { slice_type: string; primary: Record<string, unknown>; items: Record<string, unknown>[] }[];
  path?: string;
  published_at?: string | null;
  updated_at?: string;
  /** The language it is written in (issue #31). */
  language?: string;
  /** The original it translates; null for an original. */
  original_id?: number | null;
  /** Its other published language versions (the page read only). */
  translations?: { id: number; language: string; slug: string; path: string; title: string }[];
  /** A translation's slices older than its original, with the original's diff (issue #31, item 4). */
  translation_status?: TranslationStatus;
};

/** Query of `GET /content/v1/search`, as the web app sends it. */
export type SearchParams = Partial<Omit<Out<typeof searchQuery>, 'time_range' | 'filter'>> & {
  time_range?: string | number;
  filter?: string[];
};

// ---------------------------------------------------------------------------------------------------------------
// Static-content API: public, cacheable reads.

/** `GET /content/v1/search`: full-text search over tutorials, questions, series and tools. */
export function searchContent(ctx: ApiContext, params: SearchParams): Promise<SearchResults> {
  return send(ctx, '/content/v1/search', { query: query({ ...params }) });
}

/** `GET /content/v1/tutorials`: published tutorials, newest first by default. */
export function listTutorials(
  ctx: ApiContext,
  params: {
    page?: number;
    limit?: number;
    tag?: string;
    type?: TutorialSubtype;
    language?: Language;
    author?: string;
    sort_by?: string;
    sort_direction?: 'asc' | 'desc';
  } = {},
): Promise<TutorialPage> {
  return send(ctx, '/content/v1/tutorials', { query: query(params) });
}

/** `GET /content/v1/tutorials/{id}`: one publicly visible tutorial (404 for drafts). */
export async function getTutorial(ctx: ApiContext, idOrSlug: string | number): Promise<Tutorial> {
  return unwrap<Tutorial>(await send(ctx, path`/content/v1/tutorials/${idOrSlug}`), 'tutorial');
}

/** `GET /content/v1/tutorials/{id}/translations`. */
export function getTutorialTranslations(
  ctx: ApiContext,
  idOrSlug: string | number,
): Promise<TranslationList> {
  return send(ctx, path`/content/v1/tutorials/${idOrSlug}/translations`);
}

/** `GET /content/v1/tutorial-series/{id}`: the series and its parts in order. */
export async function getTutorialSeries(ctx: ApiContext, idOrSlug: string | number): Promise<TutorialSeries> {
  return unwrap<TutorialSeries>(
    await send(ctx, path`/content/v1/tutorial-series/${idOrSlug}`),
    'tutorialSeries',
  );
}

/** `GET /content/v1/tutorial-series`: published series. */
export function listTutorialSeries(
  ctx: ApiContext,
  params: { page?: number; limit?: number; language?: Language } = {},
): Promise<TutorialSeriesPage> {
  return send(ctx, '/content/v1/tutorial-series', { query: query(params) });
}

/** `GET /content/v1/questions`: public questions (`sort_by` newest, oldest, activity, votes or unanswered). */
export function listQuestions(
  ctx: ApiContext,
  params: {
    page?: number;
    limit?: number;
    tag?: string;
    sort_by?: string;
    language?: Language;
    query?: string;
    author?: string;
  } = {},
): Promise<QuestionPage> {
  return send(ctx, '/content/v1/questions', { query: query(params) });
}

/** `GET /content/v1/questions/{id}`. */
export async function getQuestion(
  ctx: ApiContext,
  idOrSlug: string | number,
  options: { includeCount?: boolean } = {},
): Promise<Question> {
  const body = await send(ctx, path`/content/v1/questions/${idOrSlug}`, {
    query: query({ includeCount: options.includeCount }),
  });
  return unwrap<Question>(body, 'question');
}

/** `GET /content/v1/questions/tutorial/{id}`: questions asked about a tutorial (limit 10, page 0 by default). */
export function listQuestionsForTutorial(
  ctx: ApiContext,
  tutorialId: number,
  params: { limit?: number; page?: number } = {},
): Promise<QuestionPage> {
  return send(ctx, path`/content/v1/questions/tutorial/${tutorialId}`, { query: query(params) });
}

/** Query of a comment thread call: type, exclude, featured, perPage (10) and page (0). */
export type CommentThreadParams = {
  type?: CommentType;
  exclude?: number[];
  featured?: number[];
  perPage?: number;
  page?: number;
};

/** `GET /content/v1/comments/{type}/{id}`: one page of the public thread of an object. */
export function getCommentThread(
  ctx: ApiContext,
  parentType: CommentParentType,
  parentId: number | string,
  params: CommentThreadParams = {},
): Promise<CommentPage> {
  return send(ctx, path`/content/v1/comments/${parentType}/${parentId}`, { query: query(params) });
}

/** `GET /content/v1/users/{slug}`: a public profile. */
export async function getUserProfile(ctx: ApiContext, slug: string): Promise<UserProfile> {
  return unwrap<UserProfile>(await send(ctx, path`/content/v1/users/${slug}`), 'user');
}

/** `GET /content/v1/users/{slug}/stats` (language en by default). */
export function getUserStats(ctx: ApiContext, slug: string, language?: Language): Promise<UserStats> {
  return send(ctx, path`/content/v1/users/${slug}/stats`, { query: query({ language }) });
}

/** `GET /content/v1/users/{slug}/contributions`: six per page. */
export function getUserContributions(
  ctx: ApiContext,
  slug: string,
  params: Partial<Out<typeof contributionsQuery>> = {},
): Promise<ContributionPage> {
  return send(ctx, path`/content/v1/users/${slug}/contributions`, { query: query(params) });
}

/** `GET /content/v1/tags/{id}`. */
export async function getTag(ctx: ApiContext, idOrSlug: string | number): Promise<Tag> {
  return unwrap<Tag>(await send(ctx, path`/content/v1/tags/${idOrSlug}`), 'tag');
}

/** `GET /content/v1/search/tags`: tags by name (per_page 1000 and page 0 by default; `usable` keeps tags in use). */
export function searchTags(
  ctx: ApiContext,
  params: { search?: string; type?: TagType; per_page?: number; page?: number; usable?: boolean } = {},
): Promise<TagPage> {
  return send(ctx, '/content/v1/search/tags', { query: query(params) });
}

/** `GET /content/v1/tools`: published tools. */
export function listTools(
  ctx: ApiContext,
  params: { page?: number; limit?: number; type?: string; tag?: string } = {},
): Promise<ToolPage> {
  return send(ctx, '/content/v1/tools', { query: query(params) });
}

/** `GET /content/v1/tools/{id}`. */
export async function getTool(ctx: ApiContext, idOrSlug: string | number): Promise<Tool> {
  return unwrap<Tool>(await send(ctx, path`/content/v1/tools/${idOrSlug}`), 'tool');
}

/** `GET /content/v1/upvotes/{type}/{id}`: the public count. */
export function getUpvotes(ctx: ApiContext, type: UpvotableType, id: number | string): Promise<UpvoteState> {
  return send(ctx, path`/content/v1/upvotes/${type}/${id}`);
}

/** `GET /content/v1/static_pages/{type}/{slug}`: a published or unlisted static page. */
export async function getStaticPage(ctx: ApiContext, type: string, slug: string): Promise<StaticPage> {
  return unwrap<StaticPage>(await send(ctx, path`/content/v1/static_pages/${type}/${slug}`), 'static_page');
}

/** `GET /content/v1/static_pages`: published static pages, without their slices (type, tag, author take lists). */
export function listStaticPages(
  ctx: ApiContext,
  params: {
    type?: string;
    is_landing?: boolean;
    is_featured?: boolean;
    is_primary_featured?: boolean;
    tag?: string;
    author?: string;
    exclude?: string;
    order?: 'newest' | 'oldest' | 'title';
    language?: Language;
    limit?: number;
    page?: number;
  } = {},
): Promise<{ data: StaticPage[]; meta: unknown }> {
  return send(ctx, '/content/v1/static_pages', { query: query(params) });
}

// ---------------------------------------------------------------------------------------------------------------
// Dynamic API: the member's reads and writes (bearer token in the context).

/** `GET /v1/tutorials/{id}`: a tutorial as its author or an editor sees it (drafts, markdown source). */
export async function getTutorialForEditing(ctx: ApiContext, idOrSlug: string | number): Promise<Tutorial> {
  return unwrap<Tutorial>(await send(ctx, path`/v1/tutorials/${idOrSlug}`), 'tutorial');
}

/** `POST /v1/tutorials` with `{tutorial}`. */
export async function createTutorial(ctx: ApiContext, body: TutorialCreateBody): Promise<Tutorial> {
  return unwrap<Tutorial>(await send(ctx, '/v1/tutorials', { method: 'POST', body }), 'tutorial');
}

/** `PATCH /v1/tutorials/{id}` with `{tutorial}`. */
export async function updateTutorial(
  ctx: ApiContext,
  id: number | string,
  body: TutorialUpdateBody,
  /** `expectedUpdatedAt`: sent as If-Match; the API answers 409 when someone else saved the tutorial since. */
  options: AdminUpdateOptions = {},
): Promise<Tutorial> {
  const headers = options.expectedUpdatedAt ? { 'if-match': `"${options.expectedUpdatedAt}"` } : undefined;
  return unwrap<Tutorial>(
    await send(ctx, path`/v1/tutorials/${id}`, { method: 'PATCH', body, headers }),
    'tutorial',
  );
}

/** Query of `GET /v1/tutorials` (the list as the member may see it: every state for editors and viewers). */
export type MemberTutorialListQuery = Partial<Omit<Out<typeof tutorialListQuery>, 'page' | 'limit'>> & {
  page?: number;
  limit?: number;
};

/** `GET /v1/tutorials`: the tutorials the member may see, in every state they may see (the admin list). */
export function listMemberTutorials(
  ctx: ApiContext,
  params: MemberTutorialListQuery = {},
): Promise<TutorialPage> {
  return send(ctx, '/v1/tutorials', { query: query({ ...params }) });
}

/** Per-state counts of `GET /v1/tutorials/state_counts`. */
export type TutorialStateCounts = Out<typeof tutorialStateCounts>;

/** `GET /v1/tutorials/state_counts`: how many tutorials the member may see in each state, under the filters. */
export function countTutorialStates(
  ctx: ApiContext,
  params: Omit<MemberTutorialListQuery, 'page' | 'limit' | 'sort_by' | 'sort_direction' | 'state'> = {},
): Promise<TutorialStateCounts> {
  return send(ctx, '/v1/tutorials/state_counts', { query: query({ ...params }) });
}

/** The answer of a bulk state change. */
export type TutorialBulkStateResult = Out<typeof tutorialBulkStateResponse>;

/** `POST /v1/tutorials/bulk_state`: moves the tutorials to one state, each checked by the transition table. */
export function moveTutorialsToState(
  ctx: ApiContext,
  body: TutorialBulkStateBody,
): Promise<TutorialBulkStateResult> {
  return send(ctx, '/v1/tutorials/bulk_state', { method: 'POST', body });
}

/** Saved versions of a tutorial, newest first. */
export type TutorialVersions = Out<typeof tutorialVersionList>;

/** `GET /v1/tutorials/{id}/versions`: the saved versions (for those who may edit the tutorial). */
export function listTutorialVersions(ctx: ApiContext, id: number | string): Promise<TutorialVersions> {
  return send(ctx, path`/v1/tutorials/${id}/versions`);
}

/** `GET /v1/questions/{id}`: a question with its markdown source, for editing. */
export async function getQuestionForEditing(ctx: ApiContext, idOrSlug: string | number): Promise<Question> {
  return unwrap<Question>(await send(ctx, path`/v1/questions/${idOrSlug}`), 'question');
}

/** `POST /v1/questions` with `{question}`. */
export async function createQuestion(ctx: ApiContext, body: QuestionCreateBody): Promise<Question> {
  return unwrap<Question>(await send(ctx, '/v1/questions', { method: 'POST', body }), 'question');
}

/** `PATCH /v1/questions/{id}` with `{question}`. */
export async function updateQuestion(
  ctx: ApiContext,
  id: number | string,
  body: QuestionUpdateBody,
): Promise<Question> {
  return unwrap<Question>(await send(ctx, path`/v1/questions/${id}`, { method: 'PATCH', body }), 'question');
}

/** `GET /v1/comments/{type}/{id}`: a thread page as the member sees it (abilities on each comment). */
export function getMemberCommentThread(
  ctx: ApiContext,
  parentType: CommentParentType,
  parentId: number | string,
  params: CommentThreadParams = {},
): Promise<CommentPage> {
  return send(ctx, path`/v1/comments/${parentType}/${parentId}`, { query: query(params) });
}

/** A member's contributions held for review (`GET /v1/users/{slug}/pending`, the member and moderators only). */
export type PendingContributions = Out<typeof pendingContributionList>;

/** `GET /v1/users/{slug}/pending`: questions, answers and comments awaiting review, newest first. */
export function getPendingContributions(ctx: ApiContext, slug: string): Promise<PendingContributions> {
  return send(ctx, path`/v1/users/${slug}/pending`);
}

/** `GET /v1/comments/{id}`: one comment with its markdown source, for editing. */
export async function getComment(ctx: ApiContext, id: number): Promise<Comment> {
  return unwrap<Comment>(await send(ctx, path`/v1/comments/${id}`), 'comment');
}

/** `POST /v1/comments` with `{comment}`: a comment, a reply or an answer. */
export async function createComment(
  ctx: ApiContext,
  comment: { body: string; type?: CommentType; parent_type: CommentParentType; parent_id: number },
): Promise<Comment> {
  return unwrap<Comment>(await send(ctx, '/v1/comments', { method: 'POST', body: { comment } }), 'comment');
}

/** `PATCH /v1/comments/{id}` with `{comment}`: edit, or delete with `state: 'trashed'`. */
export async function updateComment(
  ctx: ApiContext,
  id: number,
  comment: {
    body?: string;
    state?: 'trashed' | 'published' | 'spam' | 'under_review';
    is_featured?: boolean;
  },
): Promise<Comment> {
  return unwrap<Comment>(
    await send(ctx, path`/v1/comments/${id}`, { method: 'PATCH', body: { comment } }),
    'comment',
  );
}

/** `GET /v1/upvotes/{type}/{id}`: the count and whether the member upvoted. */
export function getMemberUpvote(ctx: ApiContext, type: UpvotableType, id: number): Promise<UpvoteState> {
  return send(ctx, path`/v1/upvotes/${type}/${id}`);
}

/** `POST /v1/upvotes/{type}/{id}`: upvotes. */
export function addUpvote(ctx: ApiContext, type: UpvotableType, id: number): Promise<UpvoteState> {
  return send(ctx, path`/v1/upvotes/${type}/${id}`, { method: 'POST' });
}

/** `DELETE /v1/upvotes/{type}/{id}`: takes the upvote back. */
export function removeUpvote(ctx: ApiContext, type: UpvotableType, id: number): Promise<UpvoteState> {
  return send(ctx, path`/v1/upvotes/${type}/${id}`, { method: 'DELETE' });
}

/** `GET /v1/users/{slug}/subscriptions/{type}/{id}`: whether the member is subscribed. */
export function getSubscription(
  ctx: ApiContext,
  userSlug: string,
  type: SubscriptionTarget,
  id: number,
): Promise<SubscriptionState> {
  return send(ctx, path`/v1/users/${userSlug}/subscriptions/${type}/${id}`);
}

/** `POST /v1/users/{slug}/subscriptions` with `{subscription: {type, id}}`. */
export async function subscribe(
  ctx: ApiContext,
  userSlug: string,
  type: SubscriptionTarget,
  id: number,
): Promise<void> {
  await send(ctx, path`/v1/users/${userSlug}/subscriptions`, {
    method: 'POST',
    body: { subscription: { type, id } },
  });
}

/** `DELETE /v1/users/{slug}/subscriptions/{type}/{id}`. */
export async function unsubscribe(
  ctx: ApiContext,
  userSlug: string,
  type: SubscriptionTarget,
  id: number,
): Promise<void> {
  await send(ctx, path`/v1/users/${userSlug}/subscriptions/${type}/${id}`, { method: 'DELETE' });
}

/** `GET /v1/tutorial-series/{id}/completed_tutorials`: the parts the member completed. */
export function getCompletedTutorials(ctx: ApiContext, seriesId: number): Promise<CompletedTutorials> {
  return send(ctx, path`/v1/tutorial-series/${seriesId}/completed_tutorials`);
}

/** `POST /v1/tutorial-series/{id}/completed_tutorials` with `{tutorialId}`: marks a part completed. */
export function markTutorialCompleted(
  ctx: ApiContext,
  seriesId: number,
  tutorialId: number,
): Promise<CompletedTutorials> {
  return send(ctx, path`/v1/tutorial-series/${seriesId}/completed_tutorials`, {
    method: 'POST',
    body: { tutorialId },
  });
}

/** `DELETE /v1/tutorial-series/{id}/completed_tutorials` with `{tutorialId}`: marks a part not completed. */
export function unmarkTutorialCompleted(
  ctx: ApiContext,
  seriesId: number,
  tutorialId: number,
): Promise<CompletedTutorials> {
  return send(ctx, path`/v1/tutorial-series/${seriesId}/completed_tutorials`, {
    method: 'DELETE',
    body: { tutorialId },
  });
}

/** `POST /v1/user_reports` with `{user_report}`: reports an item to the moderators. */
export async function reportContent(
  ctx: ApiContext,
  report: { type: ReportableType; id: number; reason: ReportReason; details?: string },
): Promise<void> {
  await send(ctx, '/v1/user_reports', {
    method: 'POST',
    body: {
      user_report: {
        reportable_type: report.type,
        reportable_id: report.id,
        reason: report.reason,
        details: report.details ?? '',
      },
    },
  });
}

/** `POST /v1/search/tags` with the search object as body: the tag picker. */
export function searchTagsForPicker(ctx: ApiContext, search: string, limit = 10): Promise<TagPage> {
  return send(ctx, '/v1/search/tags', { method: 'POST', body: { search, limit } });
}

/** A member's recently viewed questions, tutorials and tools, newest first. */
export type RecentlyViewed = Out<typeof userViewedResponse>;

/** `POST /v1/user_viewed/{id}` with `{type, id}`: records that the member (`{id}` is the member's slug or id) viewed an item. */
export async function recordView(
  ctx: ApiContext,
  member: string,
  type: ViewedType,
  id: number,
): Promise<void> {
  await send(ctx, path`/v1/user_viewed/${member}`, { method: 'POST', body: { type, id } });
}

/** `POST /v1/marketing_forms/{id}/leads` with `{lead}`: stores a published form's answers as a lead (public). */
export async function submitMarketingForm(
  ctx: ApiContext,
  formIdOrSlug: string,
  lead: Record<string, string | number | boolean>,
): Promise<void> {
  await send(ctx, path`/v1/marketing_forms/${formIdOrSlug}/leads`, { method: 'POST', body: { lead } });
}
