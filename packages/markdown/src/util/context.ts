/** What every extension is told besides its own options. */
export type ExtensionContext = {
  /**
   * Output for untrusted authors: no `<script>` elements or `on*` handlers (embeds carry `data-*`
   * attributes for the web app to bring to life), and only safe URLs.
   */
  isSafe: boolean;
};

/** Greatest common divisor reduction of a fraction, as `[numerator, denominator]`. */
export function reduceFraction(numerator: number, denominator: number): [number, number] {
  let a = numerator;
  let b = denominator;
  while (b) [a, b] = [b, a % b];
  return [numerator / a, denominator / a];
}
