// The rendered body of a tutorial, question, answer or tool: stored HTML, with a copy button on every code block and
// a self-link on every section heading. The body itself is plain HTML, a static region named by its content (issue
// #33, goal 2: a stored page's flight data does not carry it a second time); the copy buttons, the anchors and the
// embeds are the work of islands beside the region that render nothing: the copy buttons' island adds a button to
// each code block (`data-code-block`) and answers them, so the page's HTML carries none (a button there could do
// nothing without the island's code; about 3 KB of the seeded tutorial page).
import { ArticleEmbeds } from './embeds/article-embeds';
import { findEmbedKinds } from './embeds/embed-kinds';
import embedStyles from './embeds/embeds.module.css';
import { articleSegments } from './article-segments';
import type { CopyWords } from '@/components/ui/copy-button/copy-button';
import { StaticRegion } from '@/components/layout/static-region';
import { regionName } from '@/components/layout/static-region-name';
import { CodeCopyButtons } from './code-copy-button';
import { HeadingAnchors } from './heading-anchors';
import { rawHtmlKey } from './raw-html-key';
import styles from './article-body.module.css';

/**
 * A code block's `<pre>` takes the keyboard (tabindex 0): a long line scrolls it sideways on a phone, and a reader
 * who cannot use a pointer scrolls it with the arrow keys once it has focus (axe: scrollable-region-focusable).
 */
export function scrollableByKeyboard(html: string): string {
  return html.replace(/<pre(?=[\s>])(?![^>]*\btabindex=)/, '<pre tabindex="0"');
}

/** Stored HTML as an article body; `idPrefix` keeps code block ids unique when several bodies share a page. */
export function ArticleBody({
  html,
  idPrefix = 'code',
  withAnchors = true,
  copyWords,
}: {
  html: string;
  idPrefix?: string;
  withAnchors?: boolean;
  /** The code blocks' copy buttons' words in the page's language (`copyWords()`); English without them. */
  copyWords?: CopyWords;
}) {
  const segments = articleSegments(html, { withAnchors });
  const embeds = findEmbedKinds(html);
  let codeIndex = 0;
  const content = segments.map((segment, index) => {
    if (segment.kind === 'html')
      return <div key={index} className={styles.flow} dangerouslySetInnerHTML={{ __html: segment.html }} />;
    codeIndex += 1;
    const id = `${idPrefix}-${codeIndex}`;
    return (
      <div key={index} className={styles.codeBlock}>
        <div
          id={id}
          data-code-block=""
          dangerouslySetInnerHTML={{ __html: scrollableByKeyboard(segment.html) }}
        />
      </div>
    );
  });
  // The region's name follows everything its HTML is made of (a navigation back reuses the HTML kept by name).
  const name = `article-${rawHtmlKey(`${idPrefix}\n${withAnchors}\n${html}`)}`;
  return (
    <div className={`${styles.article} ${embedStyles.embeds}`} data-article-body="">
      <StaticRegion region={regionName(name)}>{content}</StaticRegion>
      {codeIndex > 0 ? <CodeCopyButtons words={copyWords} body={name} /> : null}
      {withAnchors ? <HeadingAnchors /> : null}
      {embeds.length > 0 ? <ArticleEmbeds kinds={embeds} /> : null}
    </div>
  );
}
