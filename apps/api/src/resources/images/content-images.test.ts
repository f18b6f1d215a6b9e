// spec: content-and-presentation §7 — "Content images go through the image service, with srcset, width/height and
// lazy loading" (issue #30): what a write stores for an image in a tutorial's markdown.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

describe('images in rendered content', () => {
  it('an image from an origin the image service may fetch is served through it, with srcset, width/height and lazy loading', async () => {
    const api = t.env.PUBLIC_API_URL;
    const headers = await signIn(t, await buildUserWith(t, 'CREATE_TUTORIALS'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/tutorials',
      headers,
      payload: {
        tutorial: {
          title: 'Tide tables with one image',
          description: 'An image through the service.',
          body: `Intro.\n\n![Tide chart](${api}/uploads/tide.png){width=320 height=200}\n\n![Elsewhere](https://elsewhere.example/x.png)`,
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const html = created.json().body_html as string;
    const src = encodeURIComponent(`${api}/uploads/tide.png`);
    const service = `${api}/content/v1/images?src=${src}&amp;width=`;
    expect(html).toContain(
      `<img src="${service}320" alt="Tide chart" width="320" height="200" srcset="${service}320 1x, ${service}640 2x" loading="lazy" decoding="async">`,
    );
    // Not an allowed origin: the service would refuse it, so the address stays; still lazy.
    expect(html).toContain(
      '<img src="https://elsewhere.example/x.png" alt="Elsewhere" loading="lazy" decoding="async">',
    );
  });
});
