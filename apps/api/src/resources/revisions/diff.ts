// Diffs of two texts rendered as HTML by the server (issue #32): the words of the rendered text, or the lines of the
// markdown. Every piece of text is escaped here; the only markup is the `<ins>` / `<del>` this file writes, so a
// page shows the result as it is and no client ever builds diff markup from stored content.
import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';
import type { RevisionDiff } from '@reef/core';

/** Past this many edits a diff gives up and shows the whole old text removed and the new added (bounded CPU). */
const MAX_EDIT_LENGTH = 5000;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe to put between tags. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function changesOf(before: string, after: string, unit: 'words' | 'lines'): ChangeObject<string>[] {
  const options = { maxEditLength: MAX_EDIT_LENGTH };
  const changes =
    unit === 'lines' ? diffLines(before, after, options) : diffWordsWithSpace(before, after, options);
  if (changes) return changes;
  return [
    ...(before ? [{ value: before, added: false, removed: true, count: 1 }] : []),
    ...(after ? [{ value: after, added: true, removed: false, count: 1 }] : []),
  ];
}

/**
 * The diff of `before` → `after` as HTML: inline (removed and added in one text), and the two sides (the old text with
 * what was removed marked, the new with what was added marked). `unit`: words for prose, lines for markdown.
 */
export function renderDiff(before: string, after: string, unit: 'words' | 'lines'): RevisionDiff {
  let inline = '';
  let left = '';
  let right = '';
  let changed = false;
  for (const change of changesOf(before, after, unit)) {
    const text = escapeHtml(change.value);
    if (change.added) {
      changed = true;
      inline += `<ins>${text}</ins>`;
      right += `<ins>${text}</ins>`;
    } else if (change.removed) {
      changed = true;
      inline += `<del>${text}</del>`;
      left += `<del>${text}</del>`;
    } else {
      inline += text;
      left += text;
      right += text;
    }
  }
  return { inline_html: inline, left_html: left, right_html: right, changed };
}
