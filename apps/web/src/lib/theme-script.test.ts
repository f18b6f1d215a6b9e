// The colour theme's inline script (issue #30, item 14: "Follow prefers-color-scheme by default with a toggle that
// persists … no flash of the wrong theme on load"), run as the browser runs it: in a fresh window for each test,
// with the system preference the test chooses.
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_BAR_PENDING_ATTRIBUTE, ADMIN_BAR_STORAGE_KEY } from './admin-bar-room.mjs';
import { THEME_SCRIPT, THEME_STORAGE_KEY } from './theme-script.mjs';

const windows: Window[] = [];

/** A page whose <head> runs the script, with `stored` already in local storage and the system's preference. */
function openPage({ system = 'light', stored }: { system?: 'light' | 'dark'; stored?: string } = {}) {
  const window = new Window({ settings: { device: { prefersColorScheme: system } } });
  windows.push(window);
  if (stored !== undefined) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
  window.document.write(
    '<!DOCTYPE html><html><head></head><body><header><button type="button" data-theme-toggle>' +
      '<svg><path></path></svg><span>Theme</span></button><button type="button" id="other">Other</button>' +
      '</header></body></html>',
  );
  run(window);
  const html = window.document.documentElement;
  return {
    window,
    theme: () => html.getAttribute('data-theme'),
    stored: () => window.localStorage.getItem(THEME_STORAGE_KEY),
    /** A click on the element `selector` finds, as the browser sends it (it bubbles to the document). */
    click: (selector: string) =>
      window.document
        .querySelector(selector)!
        .dispatchEvent(new window.MouseEvent('click', { bubbles: true })),
  };
}

function run(window: Window) {
  // The script's own globals, as in a browser.
  new Function('window', 'document', THEME_SCRIPT)(window, window.document);
}

afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close();
});

describe('THEME_SCRIPT before the first paint', () => {
  it('leaves the page to the system preference when the reader chose nothing', () => {
    expect(openPage({ system: 'dark' }).theme()).toBeNull();
    expect(openPage({ system: 'light' }).theme()).toBeNull();
  });

  it("puts the reader's stored choice on <html>, whatever the system asks", () => {
    expect(openPage({ system: 'light', stored: 'dark' }).theme()).toBe('dark');
    expect(openPage({ system: 'dark', stored: 'light' }).theme()).toBe('light');
  });

  it('ignores a stored value that is not a theme', () => {
    expect(openPage({ stored: 'purple' }).theme()).toBeNull();
  });

  it('still runs, following the system, where local storage throws (storage blocked)', () => {
    const window = new Window();
    windows.push(window);
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => run(window)).not.toThrow();
    expect(window.document.documentElement.getAttribute('data-theme')).toBeNull();
  });
});

describe('the theme toggle', () => {
  it('switches a light system page to dark, and the choice is stored for the next page', () => {
    const page = openPage({ system: 'light' });
    page.click('[data-theme-toggle]');
    expect(page.theme()).toBe('dark');
    expect(page.stored()).toBe('dark');
    // The next page load reads the choice before it paints.
    const storedValue = page.stored()!;
    expect(openPage({ system: 'light', stored: storedValue }).theme()).toBe('dark');
  });

  it('switches a dark system page to light', () => {
    const page = openPage({ system: 'dark' });
    page.click('[data-theme-toggle]');
    expect(page.theme()).toBe('light');
    expect(page.stored()).toBe('light');
  });

  it('forgets the choice when the reader goes back to what the system asks, so the page follows the system again', () => {
    const page = openPage({ system: 'light', stored: 'dark' });
    page.click('[data-theme-toggle]');
    expect(page.theme()).toBeNull();
    expect(page.stored()).toBeNull();
  });

  it('answers a click on the icon inside the button (one listener on the document)', () => {
    const page = openPage({ system: 'light' });
    page.click('[data-theme-toggle] span');
    expect(page.theme()).toBe('dark');
  });

  it('ignores clicks elsewhere', () => {
    const page = openPage({ system: 'light' });
    page.click('#other');
    page.click('body');
    expect(page.theme()).toBeNull();
    expect(page.stored()).toBeNull();
  });
});

describe('THEME_SCRIPT as inline HTML', () => {
  it('can sit in a <script> element as it is: no "<", ASCII only', () => {
    expect(THEME_SCRIPT).not.toMatch(/</);
    expect(THEME_SCRIPT).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('THEME_SCRIPT keeps the admin bar its room (issue #33, goal 5: no layout shift)', () => {
  /** The <html> of a page at `url` after the script ran, with `flag` remembered (or not) from the last session. */
  function pendingAt(url: string, flag: string | null) {
    const window = new Window({ url });
    windows.push(window);
    if (flag !== null) window.localStorage.setItem(ADMIN_BAR_STORAGE_KEY, flag);
    window.document.write('<!DOCTYPE html><html><head></head><body></body></html>');
    run(window);
    return window.document.documentElement.hasAttribute(ADMIN_BAR_PENDING_ATTRIBUTE);
  }

  it('marks a community page of a browser whose last session showed the bar', () => {
    expect(pendingAt('http://reef.test/community/tutorials/a', '1')).toBe(true);
    expect(pendingAt('http://reef.test/community', '1')).toBe(true);
    // The same pages in another interface language (issue #31: a prefix per language).
    expect(pendingAt('http://reef.test/ja/community/tutorials/a', '1')).toBe(true);
    expect(pendingAt('http://reef.test/de/community/admin/users', null)).toBe(true);
  });

  it('leaves visitors, other members and pages without the bar alone', () => {
    expect(pendingAt('http://reef.test/community/tutorials/a', null)).toBe(false);
    expect(pendingAt('http://reef.test/pricing', '1')).toBe(false);
    expect(pendingAt('http://reef.test/communityx', '1')).toBe(false);
    expect(pendingAt('http://reef.test/de/pricing', '1')).toBe(false);
  });
});

it('keeps the room on every page of the admin area, even in a browser that never showed the bar', async () => {
  const window = new Window({ url: 'http://reef.test/community/admin/users' });
  window.document.write('<!DOCTYPE html><html><head></head><body></body></html>');
  run(window);
  expect(window.document.documentElement.hasAttribute(ADMIN_BAR_PENDING_ATTRIBUTE)).toBe(true);
  await window.happyDOM.close();
});
