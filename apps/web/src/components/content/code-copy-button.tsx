'use client';
// The copy buttons of an article body's code blocks (spec: content-and-presentation §4). The body's HTML has none:
// this island adds a plain button after each code block (`data-code-block`, article-body.tsx) once the page runs,
// and one delegated listener per body answers them all. The body is then plain HTML, a static region that a stored
// page's flight data does not carry a second time, its HTML carries no button that could do nothing without this
// code (issue #33, goal 2: about 3 KB of the seeded tutorial page), and a page ships no island per code block. The
// button sits in the block's top padding, so adding it moves nothing. A button copies its block's code as
// the browser parsed it from the stored HTML and says "Copied!"; where the clipboard is unavailable it selects the
// code and says which keys copy it; after 5 seconds it says Copy again. A button answers Enter and Space as every
// button does, and its label is polite live text.
import { useEffect, useRef } from 'react';
import { COPY_LABEL_RESET_MS } from '@reef/core';
import {
  ENGLISH_COPY_WORDS,
  isMac,
  selectElementText,
  type CopyWords,
} from '@/components/ui/copy-button/copy-button';
import copyStyles from '@/components/ui/copy-button/copy-button.module.css';
import { SPRITE_URL } from '@/components/ui/icon/icon';

/**
 * The attribute naming the code block a copy button copies (its value: the block's id). Spelled out in
 * article-body.tsx too: a server component imports only components from this client module, not its values.
 */
const CODE_COPY_ATTRIBUTE = 'data-code-copy';

/**
 * The text a reader copies from a rendered code block: the code element's text, without the secondary label
 * shown inside it ("Output") nor the final newline. Line prefixes ($, #) live in attributes, so they are not copied.
 */
export function readCodeText(block: Element): string {
  const code = (block.querySelector('code') ?? block).cloneNode(true) as Element;
  for (const label of code.querySelectorAll('.secondary-code-label')) label.remove();
  return (code.textContent ?? '').replace(/\n+$/, '');
}

type Status = 'idle' | 'copied' | 'hint';

/** The copy button's looks after a copy and with the keyboard hint (copy-button.module.css). */
const COPIED_CLASS = copyStyles.copied ?? 'copied';
const HINT_CLASS = copyStyles.hint ?? 'hint';

/** Shows `status` on a copy button: its class, icon and label. */
function show(button: Element, status: Status, words: CopyWords) {
  button.classList.toggle(COPIED_CLASS, status === 'copied');
  button.classList.toggle(HINT_CLASS, status === 'hint');
  button
    .querySelector('use')
    ?.setAttribute('href', `${SPRITE_URL}#${status === 'copied' ? 'check' : 'copy'}`);
  const label = button.querySelector('span');
  if (label)
    label.textContent =
      status === 'copied'
        ? words.copied
        : status === 'hint'
          ? isMac()
            ? words.hintMac
            : words.hintOther
          : words.copy;
}

/** Adds a copy button after each code block of `article` (not of a body inside it) that has none. */
function addButtons(article: Element, words: CopyWords) {
  for (const block of article.querySelectorAll('[data-code-block]')) {
    if (block.closest('[data-article-body]') !== article) continue;
    if (block.nextElementSibling?.hasAttribute(CODE_COPY_ATTRIBUTE)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = copyStyles.copy ?? 'copy';
    button.setAttribute(CODE_COPY_ATTRIBUTE, block.id);
    button.setAttribute('aria-live', 'polite');
    button.innerHTML =
      '<svg width="14" height="14" aria-hidden="true" focusable="false"><use></use></svg><span></span>';
    show(button, 'idle', words);
    block.after(button);
  }
}

/**
 * Renders nothing; gives the code blocks of the enclosing article body (`[data-article-body]`) their copy buttons and
 * answers them, in `words` (the page's language; English without them). `body`: the body's region name, which
 * changes with its content (new code blocks get their buttons).
 */
export function CodeCopyButtons({ words = ENGLISH_COPY_WORDS, body }: { words?: CopyWords; body?: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  const wordsRef = useRef(words);
  useEffect(() => {
    wordsRef.current = words;
  }, [words]);

  useEffect(() => {
    const article = marker.current?.closest('[data-article-body]');
    if (article) addButtons(article, wordsRef.current);
  }, [body]);

  useEffect(() => {
    const article = marker.current?.closest('[data-article-body]');
    if (!article) return;
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const settle = (button: Element, status: Status) => {
      show(button, status, wordsRef.current);
      clearTimeout(timers.get(button));
      // spec: content-and-presentation §4 — reverts to Copy after 5 seconds
      timers.set(
        button,
        setTimeout(() => show(button, 'idle', wordsRef.current), COPY_LABEL_RESET_MS),
      );
    };
    const copy = async (button: Element) => {
      const id = button.getAttribute(CODE_COPY_ATTRIBUTE) ?? '';
      const block = document.getElementById(id);
      try {
        if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(block ? readCodeText(block) : '');
        settle(button, 'copied');
      } catch {
        selectElementText(id);
        settle(button, 'hint');
      }
    };
    const handleClick = (event: Event) => {
      const button = (event.target as Element | null)?.closest(`button[${CODE_COPY_ATTRIBUTE}]`);
      // A body inside this one answers its own buttons.
      if (button && button.closest('[data-article-body]') === article) void copy(button);
    };
    article.addEventListener('click', handleClick);
    return () => {
      article.removeEventListener('click', handleClick);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  return <span ref={marker} hidden />;
}
