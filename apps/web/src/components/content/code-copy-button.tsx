'use client';
// The copy button of a code block in an article body: it copies the code as the browser parsed it from the
// stored HTML, so nothing re-reads that HTML by hand.
import { createContext, useContext, type ReactNode } from 'react';
import { CopyButton, type CopyWords } from '@/components/ui/copy-button/copy-button';

const WordsContext = createContext<CopyWords | undefined>(undefined);

/** Gives the copy buttons of an article body their words once (the page's language; English without it). */
export function CodeCopyWords({ words, children }: { words: CopyWords; children: ReactNode }) {
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

/**
 * The text a reader copies from a rendered code block: the code element's text, without the secondary label
 * shown inside it ("Output") nor the final newline. Line prefixes ($, #) live in attributes, so they are not copied.
 */
export function readCodeText(block: Element): string {
  const code = (block.querySelector('code') ?? block).cloneNode(true) as Element;
  for (const label of code.querySelectorAll('.secondary-code-label')) label.remove();
  return (code.textContent ?? '').replace(/\n+$/, '');
}

/** Copies the code of the element with id `targetId` (selecting it when the clipboard is unavailable). */
export function CodeCopyButton({ targetId, className }: { targetId: string; className?: string }) {
  const words = useContext(WordsContext);
  const readText = () => {
    const block = document.getElementById(targetId);
    return block ? readCodeText(block) : '';
  };
  return <CopyButton text={readText} selectTargetId={targetId} className={className} words={words} />;
}
