// /content/v1/avatars/{hash}.svg: members' generated avatars, drawn here (platform/services/identicon.ts) so that no
// reader's browser asks a third party for them. The address is the picture: it never changes and is cached for good.
import { z } from 'zod';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { identiconSvg } from '../../platform/services/identicon.js';
import type { App } from '../../platform/types.js';

const avatarParams = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{32}\.svg$/, 'must be 32 lowercase hex digits followed by .svg')
    .describe('The hash of the `gravatar` field of a user summary, with .svg'),
});

export default async function avatarRoutes(app: App): Promise<void> {
  app.get(
    '/avatars/:file',
    gated(
      {
        access: 'public',
        schema: {
          summary: "A member's generated avatar (an SVG pattern drawn from a hash of their id)",
          params: avatarParams,
          produces: ['image/svg+xml'],
          response: { 200: z.any().describe('The SVG image'), ...errorResponses(400) },
        },
      },
      async (req, _gate, reply) => {
        const hash = req.params.file.slice(0, -'.svg'.length);
        return reply
          .type('image/svg+xml')
          .headers({
            'cache-control': 'public, max-age=31536000, immutable',
            'x-content-type-options': 'nosniff',
            // An SVG opened on its own runs nothing and loads nothing.
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          })
          .send(identiconSvg(hash));
      },
    ),
  );
}
