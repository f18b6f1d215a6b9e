// The rendered body of a tutorial, question, answer or tool: stored HTML, with a copy button on every code block and
// a self-link on every section heading. Server-rendered; only the copy buttons and the anchor handler are interactive.
// Each piece of HTML goes through RawHtml, so the page's inline flight data need not carry it a second time (#33).
import { ArticleEmbeds } from './embeds/article-embeds';
import { findEmbedKinds } from './embeds/embed-kinds';
import embedStyles from './embeds/embeds.module.css';
import { articleSegments } from './article-segments';
import type { CopyWords } from '@/components/ui/copy-button/copy-button';
import { CodeCopyButton, CodeCopyWords } from './code-copy-button';
import { HeadingAnchors } from './heading-anchors';
import { RawHtml } from './raw-html';
import { markedHtml } from './raw-html-marker';
import styles from './article-body.module.css';

/** Stored HTML as an article body; `idPrefix` keeps code block ids unique when several bodies share a page. */
/**
 * A code block's `<pre>` takes the keyboard (tabindex 0): a long line scrolls it sideways on a phone, and a reader
 * who cannot use a pointer scrolls it with the arrow keys once it has focus (axe: scrollable-region-focusable).
 */
export function scrollableByKeyboard(html: string): string {
  return html.replace(/<pre(?=[\s>])(?![^>]*\btabindex=)/, '<pre tabindex="0"');
}

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
  const body = (
    <div className={`${styles.article} ${embedStyles.embeds}`} data-article-body="">
      {segments.map((segment, index) => {
        if (segment.kind === 'html')
          return <RawHtml key={index} className={styles.flow} html={markedHtml(segment.html)} />;
        codeIndex += 1;
        const id = `${idPrefix}-${codeIndex}`;
        return (
          <div key={index} className={styles.codeBlock}>
            <RawHtml id={id} html={markedHtml(scrollableByKeyboard(segment.html))} />
            <CodeCopyButton targetId={id} className={styles.copy} />
          </div>
        );
      })}
      {withAnchors ? <HeadingAnchors /> : null}
      {embeds.length > 0 ? <ArticleEmbeds kinds={embeds} /> : null}
    </div>
  );
  return copyWords ? <CodeCopyWords words={copyWords}>{body}</CodeCopyWords> : body;
}
