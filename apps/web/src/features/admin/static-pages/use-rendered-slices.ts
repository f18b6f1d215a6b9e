'use client';
// The live preview's slices: each `body` (markdown) rendered in the browser with @reef/markdown, as the API renders
// it on save (`body` → `body_html`, through the same allow-list sanitizer), a moment after typing pauses.
import { useEffect, useState } from 'react';
import { renderPreview } from '@/features/editor/render-preview';
import type { EditedSlice } from './slice-fields-form';

const RENDER_DELAY_MS = 200;

async function renderFields(fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!key.endsWith('_html')) out[key] = value;
  if (typeof fields.body === 'string' && fields.body.trim())
    out.body_html = await renderPreview(fields.body, 'default');
  return out;
}

/** The slices with their markdown rendered; the previous rendering stays while the next one is prepared. */
export function useRenderedSlices(slices: readonly EditedSlice[]): EditedSlice[] {
  const [rendered, setRendered] = useState<EditedSlice[]>([]);
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      void Promise.all(
        slices.map(async (slice) => ({
          ...slice,
          primary: await renderFields(slice.primary),
          items: await Promise.all(slice.items.map(renderFields)),
        })),
      ).then(
        (next) => {
          if (isCurrent) setRendered(next);
        },
        () => {
          // Without the renderer, bodies show as plain paragraphs (the slices' own fallback).
          if (isCurrent) setRendered(slices.map((s) => ({ ...s })));
        },
      );
    }, RENDER_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [slices]);
  return rendered;
}
