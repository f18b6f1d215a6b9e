// The dynamic API's calls that reader-page islands make for signed-in members only (their vote, subscription and
// series progress), in a chunk of their own: the islands import it when a member uses them, so a visitor's page
// never downloads them.
export {
  addUpvote,
  getCompletedTutorials,
  getMemberUpvote,
  getSubscription,
  markTutorialCompleted,
  removeUpvote,
  subscribe,
  unmarkTutorialCompleted,
  unsubscribe,
} from '@reef/client';
