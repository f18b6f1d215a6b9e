'use client';
// Click-to-copy on section anchors (spec: content-and-presentation §9): one delegated listener per article body.
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast/toast-provider';

/** Renders nothing; makes heading anchors of the enclosing article copy the section's address. */
export function HeadingAnchors() {
  const marker = useRef<HTMLSpanElement>(null);
  const { showToast } = useToast();

  useEffect(() => {
    const article = marker.current?.closest('[data-article-body]');
    if (!article) return;
    const handleClick = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest('a[href^="#"]');
      if (!anchor || !anchor.parentElement?.matches('h2, h3') || !article.contains(anchor)) return;
      event.preventDefault();
      const hash = anchor.getAttribute('href') ?? '';
      const url = `${window.location.origin}${window.location.pathname}${hash}`;
      window.history.replaceState(window.history.state, '', hash);
      anchor.parentElement.scrollIntoView({ block: 'start' });
      navigator.clipboard?.writeText(url).then(
        () => showToast('Link to this section copied', { type: 'success' }),
        () => showToast(`Copy this link: ${url}`, { durationMs: 5000 }),
      );
    };
    article.addEventListener('click', handleClick);
    return () => article.removeEventListener('click', handleClick);
  }, [showToast]);

  return <span ref={marker} hidden />;
}
