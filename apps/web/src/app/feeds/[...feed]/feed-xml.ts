// RSS 2.0 and Atom 1.0 documents for the community feeds.

/** One entry of a feed. */
export type FeedEntry = {
  id: string;
  title: string;
  url: string;
  summary: string;
  published: string;
  updated: string;
  author?: string;
  categories: string[];
};
/** A whole feed. */
export type Feed = {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  updated: string;
  entries: FeedEntry[];
  /** The feed's language, said in the document when it is not English (the site's original language). */
  language?: string;
};

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** The feed as RSS 2.0. */
export function toRss(feed: Feed): string {
  const items = feed.entries
    .map(
      (entry) => `    <item>
      <title>${escapeXml(entry.title)}</title>
      <link>${escapeXml(entry.url)}</link>
      <guid isPermaLink="true">${escapeXml(entry.url)}</guid>
      <pubDate>${new Date(entry.published).toUTCString()}</pubDate>
      <description>${escapeXml(entry.summary)}</description>${entry.author ? `\n      <dc:creator>${escapeXml(entry.author)}</dc:creator>` : ''}${entry.categories.map((category) => `\n      <category>${escapeXml(category)}</category>`).join('')}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.siteUrl)}</link>
    <description>${escapeXml(feed.description)}</description>
    <lastBuildDate>${new Date(feed.updated).toUTCString()}</lastBuildDate>${feed.language ? `\n    <language>${escapeXml(feed.language)}</language>` : ''}
    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

/** The feed as Atom 1.0. */
export function toAtom(feed: Feed): string {
  const entries = feed.entries
    .map(
      (entry) => `  <entry>
    <id>${escapeXml(entry.url)}</id>
    <title>${escapeXml(entry.title)}</title>
    <link href="${escapeXml(entry.url)}"/>
    <published>${new Date(entry.published).toISOString()}</published>
    <updated>${new Date(entry.updated).toISOString()}</updated>
    <summary>${escapeXml(entry.summary)}</summary>${entry.author ? `\n    <author><name>${escapeXml(entry.author)}</name></author>` : ''}${entry.categories.map((category) => `\n    <category term="${escapeXml(category)}"/>`).join('')}
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"${feed.language ? ` xml:lang="${escapeXml(feed.language)}"` : ''}>
  <id>${escapeXml(feed.feedUrl)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.description)}</subtitle>
  <link href="${escapeXml(feed.siteUrl)}"/>
  <link href="${escapeXml(feed.feedUrl)}" rel="self"/>
  <updated>${new Date(feed.updated).toISOString()}</updated>
${entries}
</feed>
`;
}
