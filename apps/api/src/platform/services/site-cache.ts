// Cache targets of the site content (static pages, posts, partners, global content, feature flags):
// the vocabulary lives in @reef/core, shared with the web app.
export {
  featureFlagTarget,
  globalContentTarget,
  mergeTargets,
  partnersTarget,
  postTarget,
  staticPageTarget,
} from '@reef/core';
