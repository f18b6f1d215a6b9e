// A code block scrolls sideways on a phone when a line is long; the keyboard must reach it too (axe's
// scrollable-region-focusable, run on every community page at 375px by e2e/specs/community/accessibility.spec.ts).
import { describe, expect, it } from 'vitest';
import { scrollableByKeyboard } from './article-body';

describe('scrollableByKeyboard', () => {
  it("puts a code block's <pre> in the tab order", () => {
    expect(scrollableByKeyboard('<pre class="prefixed command language-bash"><code>x</code></pre>')).toBe(
      '<pre tabindex="0" class="prefixed command language-bash"><code>x</code></pre>',
    );
    expect(scrollableByKeyboard('<pre><code>x</code></pre>')).toBe('<pre tabindex="0"><code>x</code></pre>');
  });

  it('keeps a tabindex the HTML already has, and leaves other elements alone', () => {
    expect(scrollableByKeyboard('<pre tabindex="-1"><code>x</code></pre>')).toBe(
      '<pre tabindex="-1"><code>x</code></pre>',
    );
    expect(scrollableByKeyboard('<preview>x</preview><p>y</p>')).toBe('<preview>x</preview><p>y</p>');
  });
});
