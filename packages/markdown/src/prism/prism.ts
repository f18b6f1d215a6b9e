// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient declarations of Prism's CommonJS components must reach programs of other workspaces that compile these sources
/// <reference path="./prism-components.d.ts" />
import './manual.js';
import PrismCore from 'prismjs/components/prism-core.js';
import type PrismType from 'prismjs';
import { requireComponent } from '#prism-require';
import { PRISM_IMPORTERS } from './importers.generated.js';
import { PRISM_ALIASES, PRISM_LANGUAGES, PRISM_LOAD_ORDER, PRISM_NEEDS } from './languages.generated.js';

/** The Prism instance the renderer highlights with (Prism's core plus the languages loaded so far). */
export const Prism: typeof PrismType = PrismCore;

const knownLanguages = new Set(PRISM_LANGUAGES);
const loadedComponents = new Set<string>();
let hasLoadedEverything = false;

/** Whether `name` is a language (not an alias) that Prism ships. */
export function isPrismLanguage(name: string): boolean {
  return knownLanguages.has(name);
}

/** The Prism language an alias stands for (`js` → `javascript`), or the name itself. */
export function resolvePrismAlias(name: string): string {
  return Object.prototype.hasOwnProperty.call(PRISM_ALIASES, name) ? PRISM_ALIASES[name]! : name;
}

// Language files attach themselves to the global `Prism`: make sure that is ours while they run,
// even if something else on the page or in the process loaded its own copy of Prism.
function withOurPrism(run: () => void): void {
  const scope = globalThis as { Prism?: unknown };
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    run();
  } finally {
    scope.Prism = previous;
  }
}

/**
 * Makes every Prism language available synchronously where the platform can (Node), once. Output
 * for a language can depend on which other languages are loaded (markup embeds CSS and JS,
 * Markdown highlights nested fences…), so all of them are loaded at the first highlight: a code
 * block then renders the same whatever was rendered before it. In a browser this does nothing:
 * call `loadPrismLanguages()` before rendering instead.
 */
export function ensurePrismLanguages(): void {
  if (hasLoadedEverything || !requireComponent) return;
  hasLoadedEverything = true;
  const load = requireComponent;
  withOurPrism(() => {
    for (const name of PRISM_LOAD_ORDER) {
      if (loadedComponents.has(name)) continue;
      try {
        load(name);
        loadedComponents.add(name);
      } catch {
        // A language that fails to load renders as plain code.
      }
    }
  });
}

/**
 * Loads Prism languages ahead of rendering, with dynamic imports that work in browsers (one chunk
 * per language) and in Node. Without arguments, loads every language, which gives exactly the
 * server's output; with names (or aliases), loads those and what they need.
 */
export async function loadPrismLanguages(names?: readonly string[]): Promise<void> {
  const order = names
    ? names.flatMap((name) => {
        const language = resolvePrismAlias(name.toLowerCase().trim());
        return knownLanguages.has(language) ? [...(PRISM_NEEDS[language] ?? []), language] : [];
      })
    : PRISM_LOAD_ORDER;
  for (const name of order) {
    if (loadedComponents.has(name)) continue;
    const importer = PRISM_IMPORTERS[name];
    if (!importer) continue;
    try {
      await importer();
      loadedComponents.add(name);
    } catch {
      // A language that fails to load renders as plain code.
    }
  }
  if (!names) hasLoadedEverything = true;
}
