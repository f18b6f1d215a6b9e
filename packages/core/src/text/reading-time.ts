/** Words an adult reads in a minute of technical prose (the usual 200–250; the lower end for code and lists). */
export const READING_WORDS_PER_MINUTE = 200;

/** Minutes to read a text (at least 1): its words divided by the reading pace, rounded up. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
