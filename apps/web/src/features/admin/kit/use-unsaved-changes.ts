'use client';
// Warns before unsaved changes are lost: the browser's own prompt when the tab closes or reloads, and a
// confirmation when a link inside the page is followed (the App Router offers no navigation event to veto).
import { useEffect } from 'react';
import { useKitWords } from '../shell/admin-words';

/** The question asked before leaving with unsaved changes. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** While `isDirty`, asks before the page is left (in the admin layout's words unless `asked` is given). */
export function useUnsavedChanges(isDirty: boolean, asked?: string): void {
  const kit = useKitWords();
  const message = asked ?? kit.unsaved;
  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const handleClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // opens elsewhere
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
        return;
      const to = new URL(link.href, window.location.href);
      const here = new URL(window.location.href);
      if (to.pathname === here.pathname && to.search === here.search) return; // an anchor on this page
      if (!window.confirm(message)) {
        // Capture phase on the document: the link's own handler (next/link) never sees the click.
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      document.removeEventListener('click', handleClick, true);
    };
  }, [isDirty, message]);
}
