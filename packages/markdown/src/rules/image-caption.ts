// image_caption — an image alone in its paragraph, with a title, becomes a figure whose caption
// is the title rendered as inline markdown.
//
//   ![A shark](shark.png "Our *mascot*")
//   → <figure><img src="shark.png" alt="A shark"><figcaption>Our <em>mascot</em></figcaption></figure>
import type { MarkdownIt, StateCore } from 'markdown-it';

/** Registers image captions. */
export function imageCaption(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'image_caption', (state: StateCore) => {
    const { tokens } = state;
    for (let i = 1; i < tokens.length - 1; i += 1) {
      const token = tokens[i]!;
      if (token.type !== 'inline' || token.children?.length !== 1) continue;
      const image = token.children[0]!;
      if (image.type !== 'image') continue;
      const title = image.attrGet('title');
      if (!title) continue;
      const open = tokens[i - 1]!;
      const close = tokens[i + 1]!;
      if (open.type !== 'paragraph_open' || close.type !== 'paragraph_close') continue;
      open.type = 'figure_open';
      open.tag = 'figure';
      close.type = 'figure_close';
      close.tag = 'figure';
      token.children.push(new state.Token('figcaption_open', 'figcaption', 1));
      const caption = md.parseInline(String(title), state.env);
      if (caption.length) token.children.push(...(caption[0]!.children ?? []));
      token.children.push(new state.Token('figcaption_close', 'figcaption', -1));
      image.attrs = (image.attrs ?? []).filter(([name]) => name !== 'title');
    }
  });
}
