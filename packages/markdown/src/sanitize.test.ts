// Raw HTML links and ids from authors: our `rel` replaces theirs, `target` is only `_blank` (with
// noopener), and ids and names are prefixed so they cannot clobber the page's own elements.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render.js';
import { RAW_EXTERNAL_LINK_REL, sanitizeHtml, USER_ID_PREFIX } from './sanitize.js';

describe('raw HTML links', () => {
  it('[R1-17] an external raw link gets "ugc nofollow noopener", whatever rel the author wrote', () => {
    expect(RAW_EXTERNAL_LINK_REL).toBe('ugc nofollow noopener');
    expect(sanitizeHtml('<a href="https://shop.example/x" rel="follow me" target="_blank">x</a>')).toBe(
      '<a href="https://shop.example/x" target="_blank" rel="ugc nofollow noopener">x</a>',
    );
    expect(sanitizeHtml('<a href="//shop.example/x" rel="opener">x</a>')).toBe(
      '<a href="//shop.example/x" rel="ugc nofollow noopener">x</a>',
    );
  });

  it('[R1-17] an internal raw link keeps no author rel; target _blank brings noopener; other targets go', () => {
    expect(sanitizeHtml('<a href="/community/tutorials" rel="opener">x</a>')).toBe(
      '<a href="/community/tutorials">x</a>',
    );
    expect(sanitizeHtml('<a href="/community" target="_BLANK">x</a>')).toBe(
      '<a href="/community" target="_blank" rel="noopener">x</a>',
    );
    expect(sanitizeHtml('<a href="/community" target="_top">x</a>')).toBe('<a href="/community">x</a>');
  });
});

describe('raw HTML ids and names', () => {
  it(`[R1-17] are prefixed with "${USER_ID_PREFIX}" (no DOM clobbering of the page's own ids or globals)`, () => {
    expect(sanitizeHtml('<div id="login-form">x</div>')).toBe(
      `<div id="${USER_ID_PREFIX}login-form">x</div>`,
    );
    expect(sanitizeHtml('<a name="config" href="#config">x</a>')).toBe(
      `<a name="${USER_ID_PREFIX}config" href="#config">x</a>`,
    );
    expect(sanitizeHtml(`<span id="${USER_ID_PREFIX}already">x</span>`)).toBe(
      `<span id="${USER_ID_PREFIX}already">x</span>`,
    );
  });

  it('through the renderer (tutorials take raw HTML), markdown links and heading ids are unchanged', () => {
    const { html } = renderMarkdown(
      '<div id="nav">x</div>\n\n## Step one\n\n[docs](https://docs.example.com)',
    );
    expect(html).toContain(`<div id="${USER_ID_PREFIX}nav">`);
    expect(html).toContain('id="step-one"');
    expect(html).toContain('<a href="https://docs.example.com" rel="ugc nofollow">docs</a>');
  });
});

describe('links of a rendered document', () => {
  it('are rendered hrefs and bare prose URLs, never text in code', () => {
    const { links } = renderMarkdown(
      '[a](https://one.example) then https://two.example/x and //three.example/y\n\n```\nproxy_pass http://127.0.0.1:8080;\n```\n\n`http://four.example`',
      'question',
    );
    expect(links).toEqual(['https://one.example', 'https://two.example/x', '//three.example/y']);
  });
});
