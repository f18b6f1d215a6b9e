import { describe, expect, it } from 'vitest';
import { escapeXml, toAtom, toRss, type Feed } from './feed-xml';

const feed: Feed = {
  title: 'Tutorials',
  description: 'New <tutorials> & more',
  siteUrl: 'https://tidal.example/community/tutorials',
  feedUrl: 'https://tidal.example/feeds/tutorials.rss',
  updated: '2026-01-02T03:04:05.000Z',
  entries: [
    {
      id: '1',
      title: 'A & B',
      url: 'https://tidal.example/community/tutorials/a-b',
      summary: 'x < y',
      published: '2026-01-01T00:00:00.000Z',
      updated: '2026-01-02T00:00:00.000Z',
      author: 'Sammy',
      categories: ['Nginx'],
    },
  ],
};

describe('feeds', () => {
  it('escapes text in both formats', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(toRss(feed)).toContain('<title>A &amp; B</title>');
    expect(toAtom(feed)).toContain('<summary>x &lt; y</summary>');
  });

  it('writes RSS 2.0 items with guid, date, author and category', () => {
    const rss = toRss(feed);
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain('<guid isPermaLink="true">https://tidal.example/community/tutorials/a-b</guid>');
    expect(rss).toContain('<pubDate>Thu, 01 Jan 2026 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<dc:creator>Sammy</dc:creator>');
    expect(rss).toContain('<category>Nginx</category>');
  });

  it('writes Atom 1.0 entries with ids and updated dates', () => {
    const atom = toAtom(feed);
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom).toContain('<updated>2026-01-02T00:00:00.000Z</updated>');
    expect(atom).toContain('<category term="Nginx"/>');
  });
});
