// The header's colour theme button as the server renders it, answered by the root layout's inline script
// (issue #30, item 14: "a toggle that persists").
import { Window } from 'happy-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { THEME_SCRIPT, THEME_STORAGE_KEY } from '@/lib/theme-script.mjs';
import { ThemeToggle } from './theme-toggle';

const windows: Window[] = [];
afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close();
});

it('is a plain button with both names, which the inline script switches and the browser keeps', async () => {
  const markup = renderToStaticMarkup(await ThemeToggle({}));
  const window = new Window({ settings: { device: { prefersColorScheme: 'light' } } });
  windows.push(window);
  window.document.write(`<!DOCTYPE html><html><head></head><body><header>${markup}</header></body></html>`);
  new Function('window', 'document', THEME_SCRIPT)(window, window.document);

  const button = window.document.querySelector('header button')!;
  expect(button.getAttribute('type')).toBe('button');
  expect(button.textContent).toContain('Switch to dark theme');
  expect(button.textContent).toContain('Switch to light theme');
  expect(button.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);

  button.querySelector('svg')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
  expect(window.document.documentElement.getAttribute('data-theme')).toBe('dark');
  expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
});
