// An article body's pieces, from @reef/markdown's helpers over rendered HTML: the code blocks (each gets a copy
// button) and the HTML around them, with section self-links when asked. Runs on the server and in the browser.
import { addHeadingAnchors, splitRenderedHtml, type Segment } from '@reef/markdown/split';

const headingAnchors = { label: (text: string) => `Link to the section ${text}` };

/** The segments of stored HTML; a body whose code markup is malformed is shown whole, without copy buttons. */
export function articleSegments(html: string, { withAnchors = false } = {}): Segment[] {
  const shown = withAnchors ? addHeadingAnchors(html, headingAnchors) : html;
  try {
    return splitRenderedHtml(shown);
  } catch {
    return [{ kind: 'html', html: shown }];
  }
}
