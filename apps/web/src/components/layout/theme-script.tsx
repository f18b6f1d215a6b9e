'use client';
// The colour theme's inline script (src/lib/theme-script.mjs) as the root layout puts it in <head>. A client
// component, so its text comes with the layout's code, which browsers keep, rather than a second time in every
// page's flight data (issue #33, goal 2). The server renders it into the HTML, where it runs before the first
// paint; hydration adopts that element and runs nothing again.
import { THEME_SCRIPT } from '@/lib/theme-script.mjs';

/** The theme script, carrying the page's nonce as every script of a page does. */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
