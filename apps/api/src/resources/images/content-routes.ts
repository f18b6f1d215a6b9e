// GET /content/v1/images?src=&width=&quality= (content-and-presentation §7): resized, re-encoded images
// from allowed origins only (IMAGE_ALLOWED_ORIGINS). WebP when the browser accepts it.
import { errorResponse, imageQuery } from '@reef/core';
import { z } from 'zod';
import { imageRateLimit } from '../../platform/lib/route-schema.js';
import { createImageService } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function imageRoutes(app: App): Promise<void> {
  const images = createImageService(app.ctx.env, {
    onLookup: (hit) => app.ctx.metrics.cacheLookup('images', hit),
  });

  app.get(
    '/images',
    gated(
      {
        access: 'public',
        config: { rateLimit: imageRateLimit(app.ctx.env) },
        schema: {
          summary:
            'An image from an allowed origin, resized to `width` (16–3840) at `quality` (1–100, default 75)',
          querystring: imageQuery,
          produces: ['image/webp', 'image/jpeg', 'image/png'],
          response: {
            200: z.any().describe('The image bytes'),
            400: errorResponse,
            404: errorResponse,
            429: errorResponse,
            502: errorResponse,
            503: errorResponse,
            504: errorResponse,
          },
        },
      },
      async (req, _gate, reply) => {
        // A busy service is 503 with Retry-After (the error handler reads it from the error).
        const result = await images.transform({ ...req.query, accept: req.headers.accept });
        return reply
          .type(result.contentType)
          .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
          .header('vary', 'accept')
          .send(result.body);
      },
    ),
  );
}
