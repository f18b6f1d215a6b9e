'use client';
// Renders nothing; makes the compare sliders, slideshows and script embeds of the enclosing article body work.
import { useEffect, useRef } from 'react';
import type { EmbedKind } from './embed-kinds';
import { enhanceEmbeds } from './enhance-embeds';

/** Placed inside an article body by ArticleBody when its HTML holds embeds (`kinds` found on the server). */
export function ArticleEmbeds({ kinds }: { kinds: EmbedKind[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  const key = kinds.join(',');

  useEffect(() => {
    const article = marker.current?.closest('[data-article-body]');
    if (!article) return;
    return enhanceEmbeds(article, key.split(',') as EmbedKind[]);
  }, [key]);

  return <span ref={marker} hidden />;
}
