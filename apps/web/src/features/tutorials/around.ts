// A message with a placeholder left in it (`{series}`), cut around it so a server component can put an element
// (a link, a <span lang>) where the placeholder stands, in the word order of the page's language.

/** The text before and after `{name}` in `template` (the whole text before, when it has no such placeholder). */
export function around(template: string, name: string): [string, string] {
  const mark = `{${name}}`;
  const at = template.indexOf(mark);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + mark.length)];
}
