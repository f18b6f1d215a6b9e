// A stored page's head tags that its flight data does not carry (server/flight-strip.mjs marks them `data-cut`) go
// when a client navigation leaves the page, except a tag React took into its tree while hydrating, which stays
// React's. Checked with React itself hydrating head tags beside the marked ones.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { removeCutHeadTags } from './cut-head-tags';

/** The head of a stored tutorial page as the server sends it: title unmarked (React holds it), the rest marked. */
function storedHead() {
  document.head.innerHTML =
    '<title>Install Redis | Tidal Cloud</title>' +
    '<meta data-cut name="description" content="Install Redis and set a password."/>' +
    '<link data-cut rel="canonical" href="https://tidal.example/community/tutorials/redis"/>' +
    '<link data-cut rel="alternate" hrefLang="de" href="https://tidal.example/de/community/tutorials/redis"/>' +
    '<meta data-cut property="og:site_name" content="Tidal Cloud"/>';
}

const marked = () => [...document.head.querySelectorAll('[data-cut]')].map((node) => node.outerHTML);

afterEach(() => {
  document.head.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('removeCutHeadTags (a client navigation leaves a stored page)', () => {
  it('removes the marked tags when the navigation goes to another page, and keeps the title', () => {
    history.replaceState(null, '', '/community/tutorials/redis');
    storedHead();
    removeCutHeadTags('/community/questions');
    expect(marked()).toEqual([]);
    expect(document.title).toBe('Install Redis | Tidal Cloud');
  });

  it('keeps them for a navigation within the page (another section)', () => {
    history.replaceState(null, '', '/community/tutorials/redis');
    storedHead();
    removeCutHeadTags('http://localhost:3000/community/tutorials/redis#step-2');
    expect(marked()).toHaveLength(4);
    removeCutHeadTags('/community/tutorials/redis?page=2');
    expect(marked()).toEqual([]);
  });

  it('leaves a tag React adopted while hydrating to React, which removes it itself when its page goes', async () => {
    history.replaceState(null, '', '/community/tutorials/redis');
    storedHead();
    // A page whose tree names two of the head's tags: React, hydrating it, takes in the ones already in the head.
    const container = document.createElement('div');
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <meta property="og:site_name" content="Tidal Cloud" />
          <link rel="canonical" href="https://tidal.example/community/tutorials/redis" />
        </>,
      );
    });
    // Adopted, not added: one of each.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:site_name"]')).toHaveLength(1);
    removeCutHeadTags('/community/questions');
    expect(marked()).toEqual([
      '<link data-cut="" rel="canonical" href="https://tidal.example/community/tutorials/redis">',
      '<meta data-cut="" property="og:site_name" content="Tidal Cloud">',
    ]);
    // The next page renders no such tags: React removes the ones it holds, without an error.
    await act(async () => root!.render(<p>next page</p>));
    expect(marked()).toEqual([]);
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    root!.unmount();
    container.remove();
  });
});
