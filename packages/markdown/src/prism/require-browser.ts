// Browsers cannot load scripts synchronously: languages are loaded ahead of rendering with
// `loadPrismLanguages()` (dynamic imports, one chunk per language), and rendering highlights the
// languages already loaded.

/** No synchronous loader in a browser. */
export const requireComponent: ((name: string) => void) | undefined = undefined;
