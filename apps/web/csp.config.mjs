// The one place that lists what the web app's Content-Security-Policy allows beyond its own origin. A feature that
// loads something from another origin adds it here, beside a comment naming the feature (see the README, "Content
// Security Policy"). `server/csp.mjs` builds the header from these lists on every response.
//
// Scripts need no entry: every script runs from a per-response nonce, and 'strict-dynamic' lets those scripts load
// others (Next.js chunks, an embed's loader script added by a client island); the colour theme's inline script goes
// by its hash, which server/csp.mjs computes from src/lib/theme-script.mjs. Never add 'unsafe-inline' or
// 'unsafe-eval' to script-src.
//
// `api` stands for the origin of PUBLIC_API_URL (it changes with the environment, not with a rebuild).

/** @type {Record<string, readonly string[]>} sources added to each directive, besides what server/csp.mjs fixes */
export const CSP_SOURCES = {
  // Client islands call the API (session, votes, notifications, comments); the editor's preview renders locally.
  'connect-src': ['api'],
  // Stored content may show images from any https host (authors link them); avatars come from the API (or Gravatar
  // with AVATAR_SERVICE=gravatar); the image service is the API's /content/v1/images. Images cannot run code.
  'img-src': ['api', 'https:'],
  // Video and audio from the site itself (e.g. a sound effect) and the API.
  'media-src': ['api'],
  // Embeds rendered by @reef/markdown (packages/markdown/src/rules): their iframes, and the iframes the embed
  // scripts of codepen, caniuse, twitter, instagram and asciinema create.
  'frame-src': [
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
    'https://glitch.com',
    'https://codepen.io',
    'https://caniuse.bitsofco.de',
    'https://platform.twitter.com',
    'https://syndication.twitter.com',
    'https://www.instagram.com',
    'https://asciinema.org',
  ],
  // Forms post to the site itself; the sign-in page lives on the API.
  'form-action': ['api'],
};
