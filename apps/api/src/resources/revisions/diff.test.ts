import { describe, expect, it } from 'vitest';
import { renderDiff } from './diff.js';

describe('renderDiff', () => {
  it('marks removed and added words inline and on each side', () => {
    const d = renderDiff('Install nginx now', 'Install apache now', 'words');
    expect(d.changed).toBe(true);
    expect(d.inline_html).toBe('Install <del>nginx</del><ins>apache</ins> now');
    expect(d.left_html).toBe('Install <del>nginx</del> now');
    expect(d.right_html).toBe('Install <ins>apache</ins> now');
  });

  it('diffs markdown by lines', () => {
    const d = renderDiff('# Title\nold line\n', '# Title\nnew line\n', 'lines');
    expect(d.inline_html).toBe('# Title\n<del>old line\n</del><ins>new line\n</ins>');
  });

  it('escapes the text: stored content never becomes markup', () => {
    const d = renderDiff('a', '<script>alert(1)</script> "x"', 'words');
    expect(d.inline_html).not.toContain('<script>');
    expect(d.right_html).toContain('&lt;script&gt;');
  });

  it('says when nothing changed', () => {
    expect(renderDiff('same', 'same', 'words').changed).toBe(false);
  });
});
