// rsvp_button — `[rsvp_button <form id> "<text>"]` renders a disabled RSVP button that the site
// enables for the given marketing form. The text (1–50 characters) defaults to `RSVP Here`.
//
//   [rsvp_button 1234 "Save my seat"]
//   → <p><button data-js="rsvp-button" data-form-id="1234" disabled="disabled" class="rsvp">Save my seat</button></p>
//
// Option `className` (default `rsvp`).
import type { MarkdownIt, StateInline } from 'markdown-it';

/** Options of `rsvp_button`. */
export type RsvpButtonOptions = {
  /** Class of the button (default `rsvp`). */
  className?: string;
};

const RSVP = /\[rsvp_button (\d+)(?: "(.{1,50})")?\]/y;

/** Registers RSVP buttons. */
export function rsvpButton(md: MarkdownIt, options: RsvpButtonOptions): void {
  const className = typeof options.className === 'string' ? options.className : 'rsvp';

  md.inline.ruler.before('link', 'rsvp_button', (state: StateInline, silent: boolean) => {
    if (silent) return false;
    if (state.src[state.pos] !== '[') return false;
    if (state.posMax - state.pos < 15) return false;
    if (!state.src.startsWith('[rsvp_button ', state.pos)) return false;
    RSVP.lastIndex = state.pos;
    const match = RSVP.exec(state.src);
    if (!match) return false;
    const id = Number(match[1]);
    if (!id) return false;
    const text = (match[2] ?? '').trim() || 'RSVP Here';
    const token = state.push('rsvp_button', 'rsvp_button', 0);
    token.block = true;
    token.markup = match[0];
    token.meta = { id, text };
    state.pos += match[0].length;
    return true;
  });

  md.renderer.rules.rsvp_button = (tokens, idx) => {
    const { id, text } = tokens[idx]!.meta as { id: number; text: string };
    const escape = md.utils.escapeHtml;
    return `<button data-js="rsvp-button" data-form-id="${escape(String(id))}" disabled="disabled" class="${escape(className)}">${escape(text)}</button>`;
  };
}
