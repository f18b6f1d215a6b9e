// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient declarations of Prism's CommonJS components must reach programs of other workspaces that compile these sources
/// <reference path="./prism-components.d.ts" />
// Node: Prism's language files are CommonJS scripts, loaded synchronously on first use so that
// rendering stays synchronous. Selected by the `#prism-require` import map of package.json only
// under Node; browser builds get require-browser.ts instead.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Loads one Prism component synchronously (Node only). */
export const requireComponent: ((name: string) => void) | undefined = (name) => {
  require(`prismjs/components/prism-${name}.js`);
};
