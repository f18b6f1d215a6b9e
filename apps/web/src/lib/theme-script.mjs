// The colour theme's one script (issue #30, item 14; apps/web/README.md, "Colour themes"). The root layout puts it
// inline at the top of <head>, so it runs before the first paint: a page never flashes the wrong theme. Plain
// JavaScript, because the production server (server/csp.mjs) reads the same text to name it by hash in every
// policy: the page carries no nonce for it, and a changed script changes its hash with it.
//
// The reader's choice is localStorage['reef-theme']: 'light' or 'dark'; absent, the page follows the system's
// prefers-color-scheme (tokens.css). The choice is put on <html> as data-theme before anything is drawn. A click on
// any [data-theme-toggle] button switches to the other theme; choosing what the system asks for forgets the choice,
// so the page follows the system again. The button's name ("Switch to dark/light theme") follows from CSS alone,
// so no client component and no React state is involved, and a page cached for everyone stays the same for everyone.
// The text holds no "<" (it is inline in HTML) and only ASCII (the hash is of its UTF-8 bytes).
//
// It also keeps the admin bar's room (issue #33, goal 5: no layout shift): the bar is drawn once the session is read
// in the browser, which moved every community page of an admin member down (45px on a phone) or right (200px on a
// wide screen) after the first paint. A browser whose last session showed the bar has
// localStorage['reef-admin-bar'] = '1' (features/admin/admin-bar.tsx); on a community page the script then puts
// data-admin-bar-pending on <html>, as it does on every page of the admin area (whose visitors are admin members but
// for a rare refusal), and the layout's CSS gives the bar's room until the bar takes it or the session
// says it will not show (features/admin/admin-bar-gate.tsx). Nothing of the page itself changes: cached pages stay the
// same for everyone.

import { ADMIN_BAR_PENDING_ATTRIBUTE, ADMIN_BAR_STORAGE_KEY } from './admin-bar-room.mjs';

/** The localStorage key of the reader's choice. */
export const THEME_STORAGE_KEY = 'reef-theme';

/** The inline script of the root layout's <head>. */
export const THEME_SCRIPT = [
  '(function(){',
  `var d=document.documentElement,k=${JSON.stringify(THEME_STORAGE_KEY)};`,
  'function stored(){try{var t=window.localStorage.getItem(k);return t==="light"||t==="dark"?t:null}catch(e){return null}}',
  'function apply(t){if(t)d.setAttribute("data-theme",t);else d.removeAttribute("data-theme")}',
  'apply(stored());',
  'function system(){return window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}',
  'document.addEventListener("click",function(e){',
  'var b=e.target&&e.target.closest?e.target.closest("[data-theme-toggle]"):null;if(!b)return;',
  'var s=system(),n=(d.getAttribute("data-theme")||s)==="dark"?"light":"dark";',
  'try{if(n===s)window.localStorage.removeItem(k);else window.localStorage.setItem(k,n)}catch(e){}',
  'apply(n===s?null:n)});',
  'window.addEventListener("storage",function(e){if(e.key===k||e.key===null)apply(stored())});',
  // A page in another language than English has its prefix first (/de/community/…): read the path without it.
  "try{var p=window.location.pathname.replace(/^\\/(de|es|id|pt|ru|fr|ja|zh)(?=\\/|$)/,'');",
  `if(/^\\/community\\/admin(\\/|$)/.test(p)||window.localStorage.getItem(${JSON.stringify(ADMIN_BAR_STORAGE_KEY)})==="1"&&/^\\/community(\\/|$)/.test(p))`,
  `d.setAttribute(${JSON.stringify(ADMIN_BAR_PENDING_ATTRIBUTE)},"")}catch(e){}`,
  '})();',
].join('');
