'use client';
// Renders nothing; makes the compare sliders, slideshows and script embeds of the enclosing article body work.
import { useEffect, useRef } from 'react';
import type { EmbedKind } from './embed-kinds';

/** Placed inside an article body by ArticleBody when its HTML holds embeds (`kinds` found on the server). */
export function ArticleEmbeds({ kinds }: { kinds: EmbedKind[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  const key = kinds.join(',');

  useEffect(() => {
    const article = marker.current?.closest('[data-article-body]');
    if (!article) return;
    // The widgets' code loads only for a body that has embeds, not with every article page.
    let isCancelled = false;
    let cleanup: (() => void) | void;
    void import('./enhance-embeds').then(({ enhanceEmbeds }) => {
      if (!isCancelled) cleanup = enhanceEmbeds(article, key.split(',') as EmbedKind[]);
    });
    return () => {
      isCancelled = true;
      cleanup?.();
    };
  }, [key]);

  return <span ref={marker} hidden />;
}
