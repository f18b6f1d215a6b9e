// callout — a block `<$>[class]` … `<$>` wrapped in `<div class="callout class">`, with an
// optional `[label …]` on the first line inside. Any markdown is allowed within.
//
//   <$>[note]                    → <div class="callout note">
//   [label Note]                     <p class="callout-label">Note</p>
//   Back up **first**.               <p>Back up <strong>first</strong>.</p>
//   <$>                              </div>
//
// Options: `allowedClasses` (list; other classes leave the text alone), `extraClasses` (default
// `['callout']`), `labelClass` (default `callout-label`).
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { findLine, forgetBlockEmbedEnds, forgetLineScans, lineEndsWith, lineText } from '../util/lines.js';

/** Options of `callout`. */
export type CalloutOptions = {
  /** Classes a callout may use; others are not callouts. */
  allowedClasses?: string[];
  /** Classes every callout gets before its own (default `['callout']`). */
  extraClasses?: string[];
  /** Class of the label paragraph (default `callout-label`). */
  labelClass?: string;
};

const CALLOUT = /^<\$>\[([^[\]\n]+)]([\s\S]+?)\n?<\$>(?:$|\n)/;
// The class part of CALLOUT, which can only match within the first line.
const OPENER = /^<\$>\[([^[\]\n]+)]/;
const LABEL = /^\n\[label ([^\n]+)](?:$|\n)/;

/** Registers callouts. */
export function callout(md: MarkdownIt, options: CalloutOptions): void {
  md.block.ruler.before(
    'paragraph',
    'callout',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      if (silent) return false;
      const first = lineText(state, startLine);
      if (!first.startsWith('<$>[')) return false;
      // Reject an opener by its first line before joining the lines up to its close: otherwise many
      // openers with a class that is not allowed, before one far `<$>`, each join the rest (quadratic).
      const opener = OPENER.exec(first);
      if (!opener) return false;
      const className = opener[1]!.trim();
      if (!className) return false;
      if (options.allowedClasses && !options.allowedClasses.includes(className)) return false;
      // The callout ends at the first line ending with `<$>` (this one included).
      const closeLine = findLine(state, 'callout-close', startLine, endLine, (line) =>
        lineEndsWith(state, line, '<$>'),
      );
      if (closeLine === -1) return false;
      const lines: string[] = [];
      for (let line = startLine; line <= closeLine; line += 1) lines.push(lineText(state, line));
      let candidate = lines.join('\n');
      if (candidate.length < 10) return false;
      if (closeLine + 1 < endLine) candidate += '\n';
      const match = CALLOUT.exec(candidate);
      if (!match) return false;

      const parentType = state.parentType;
      state.parentType = 'callout' as typeof state.parentType;
      state.line = startLine + match[0].trim().split('\n').length;

      const open = state.push('callout_open', 'div', 1);
      open.block = true;
      open.markup = `<$>[${match[1]}]`;
      open.meta = { className };
      open.map = [startLine, state.line];

      // Hide the markers from the content.
      state.bMarks[startLine]! += `<$>[${match[1]}]`.length;
      state.eMarks[state.line - 1]! -= '<$>'.length;
      forgetLineScans(state);

      let contentStart = startLine;
      const label = LABEL.exec(match[2]!);
      if (label) {
        const labelOpen = state.push('callout_label_open', 'p', 1);
        labelOpen.block = true;
        labelOpen.markup = '[label ';
        labelOpen.map = [startLine + 1, startLine + 2];
        const inline = state.push('inline', '', 0);
        inline.content = label[1]!;
        inline.map = [startLine + 1, startLine + 2];
        inline.children = [];
        const labelClose = state.push('callout_label_close', 'p', -1);
        labelClose.block = true;
        labelClose.markup = ']';
        contentStart += 2;
      }

      const end = state.line;
      state.md.block.tokenize(state, contentStart, end);
      // Content that stops early (not indented enough for the list item around it) hands lines with
      // trimmed markers back to the parsers around: what they remembered about them is stale.
      if (state.line < end) forgetBlockEmbedEnds(state);

      const close = state.push('callout_close', 'div', -1);
      close.block = true;
      close.markup = '<$>';
      state.parentType = parentType;
      return true;
    },
  );

  md.renderer.rules.callout_open = (tokens, idx) => {
    const { className } = tokens[idx]!.meta as { className: string };
    const classes = [...(options.extraClasses ?? ['callout']), className].join(' ');
    return `<div class="${md.utils.escapeHtml(classes)}">\n`;
  };
  md.renderer.rules.callout_close = () => '</div>\n';
  md.renderer.rules.callout_label_open = () =>
    `<p class="${md.utils.escapeHtml(options.labelClass || 'callout-label')}">`;
  md.renderer.rules.callout_label_close = () => '</p>\n';
}
