// What other folders may use of follows (/v1/follows, /v1/account/follows, /v1/feed): everything else in this folder
// is its own.
export { feedSince, type FeedPage } from './feed-service.js';
export { presentFeed } from './presenter.js';
