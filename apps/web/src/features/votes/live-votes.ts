// Vote counts heard live (issue #32, item 1: "vote counts … update live"): the page's live thread
// (features/comments/live-thread.tsx) announces each count it hears as a window event, and every upvote button of
// that object takes it. An event, not a shared store, so that the buttons (on every reader page) carry no live code.

/** The window event that carries a count heard live. */
export const LIVE_VOTES_EVENT = 'reef:votes';

/** What the event says: the object and its count once the vote is in. */
export type LiveVotes = { target: { type: string; id: number }; count: number };
