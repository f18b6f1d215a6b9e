// String helpers over rendered fence HTML. The fence modifiers rewrite the HTML that the previous
// renderer returned, exactly the way existing content was rendered, so these keep the reference's
// rules: quotes (single or double, backslash-escaped or not) hide a `>` from the tag scan.

/** Start and end (exclusive) of the first `<tag` opening tag in `html`, or null. */
export function findTagOpen(tag: string, html: string): { start: number; end: number } | null {
  const start = html.indexOf(`<${tag}`);
  if (start === -1) return null;
  const quotes: string[] = [];
  let backslashes = 0;
  let end = start;
  for (; end < html.length; end += 1) {
    const char = html[end];
    if (char === '>' && quotes.length === 0) break;
    if ((char === '"' || char === "'") && backslashes % 2 === 0) {
      if (quotes[quotes.length - 1] === char) quotes.pop();
      else quotes.push(char);
      continue;
    }
    backslashes = char === '\\' ? backslashes + 1 : 0;
  }
  end += 1;
  // A tag whose `>` is the very last character counts as not found (kept for identical output).
  if (end === html.length) return null;
  return { start, end };
}

/**
 * Position of the attribute `attr="…"` inside one opening tag: `start` is the first character of
 * the name, `end` the character after the closing quote. Null when the tag has no such attribute.
 */
export function findAttr(attr: string, tag: string): { start: number; end: number } | null {
  let start = tag.indexOf(' ');
  let end = -1;
  const tagEnd = tag.lastIndexOf('>');
  const quotes: string[] = [];
  let backslashes = 0;
  for (; start < tagEnd; start += 1) {
    if (tagEnd - start < attr.length + 4) return null;
    const quote = tag[start + attr.length + 2];
    if (tag.startsWith(` ${attr}=`, start) && (quote === '"' || quote === "'") && quotes.length === 0) {
      backslashes = 0;
      end = start + attr.length + 3;
      for (; end <= tagEnd; end += 1) {
        const char = tag[end];
        if (char === quote && quotes.length === 0 && backslashes % 2 === 0) break;
        if ((char === '"' || char === "'") && backslashes % 2 === 0) {
          if (quotes[quotes.length - 1] === char) quotes.pop();
          else quotes.push(char);
          continue;
        }
        backslashes = char === '\\' ? backslashes + 1 : 0;
      }
      end += 1;
      if (end <= tagEnd) break;
      quotes.length = 0;
    }
    const char = tag[start];
    if ((char === '"' || char === "'") && backslashes % 2 === 0) {
      if (quotes[quotes.length - 1] === char) quotes.pop();
      else quotes.push(char);
      continue;
    }
    backslashes = char === '\\' ? backslashes + 1 : 0;
  }
  return { start: start + 1, end };
}
