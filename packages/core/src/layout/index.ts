export * from './path-match.js';
export * from './page-chrome.js';
export * from './navigation.js';
