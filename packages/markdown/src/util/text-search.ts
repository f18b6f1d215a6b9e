// Inline rules look for a closing marker with indexOf from every opener. On input made of many
// openers and no closer, that is one scan to the end per opener; remembering the last answer per
// parser state and marker keeps such input linear.

type Answer = { from: number; index: number };
const answers = new WeakMap<object, Map<string, Answer>>();

/** `src.indexOf(needle, from)`, remembered per `owner` (a parser state) and needle. */
export function nextIndexOf(owner: object, src: string, needle: string, from: number): number {
  let known = answers.get(owner);
  if (!known) {
    known = new Map();
    answers.set(owner, known);
  }
  const answer = known.get(needle);
  if (answer && from >= answer.from && (answer.index === -1 || from <= answer.index)) return answer.index;
  const index = src.indexOf(needle, from);
  known.set(needle, { from, index });
  return index;
}
