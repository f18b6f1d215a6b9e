import { describe, expect, it } from 'vitest';
import { htmlToText } from './html.js';
import { renderMarkdown } from './render.js';

describe('htmlToText', () => {
  it('reads what a reader sees: no markup, no code labels, entities decoded', () => {
    const { html, text } = renderMarkdown(
      '# Install\n\nRun it &mdash; now:\n\n```command\n[label setup.sh]\n[secondary_label Output]\nls -la && echo "$HOME"\n```\n',
    );
    expect(htmlToText(html)).toBe(text);
    expect(text).toBe('Install Run it — now: ls -la && echo "$HOME"');
  });

  it('ends words at block boundaries and drops scripts, styles and comments', () => {
    expect(htmlToText('<p>one</p><p>two</p><em>th</em>ree<br>four')).toBe('one two three four');
    expect(htmlToText('<div>a<script>var x = "<p>";</script><style>p{}</style><!-- c -->b</div>')).toBe('ab');
  });

  it('keeps a heading, a command and the next paragraph on lines of their own with keepBlocks (issue #30: "excerpts run headings and commands together")', () => {
    const { html } = renderMarkdown(
      '## Step 1 — Install\n\nRun it:\n\n```command\n[label setup.sh]\nsudo apt   install nginx\n```\n\n- one\n- two\n',
    );
    expect(htmlToText(html, { keepBlocks: true })).toBe(
      'Step 1 — Install\nRun it:\nsudo apt install nginx\none\ntwo',
    );
    expect(htmlToText('<p>a\uE000b</p>', { keepBlocks: true })).toBe('ab');
  });

  it('decodes named, decimal and hex references, and leaves unknown ones as written', () => {
    expect(htmlToText('&#x24; &#36; &copy; &amp;bogus; &nbsp;x')).toBe('$ $ © &bogus; x');
  });
});
