// Zod compiles its object parsers with `new Function` where the runtime allows it, and finds out by trying once, on the
// first parse. In the browser the site's Content-Security-Policy has no 'unsafe-eval', so that try is blocked and
// reported as a policy violation (and a report, where reporting is on). Tell Zod up front to parse without compiling:
// the forms parse a few fields at a time, so nothing is lost. Imported for its effect by the root layout's client
// provider, which every page loads before any island parses.
//
// Zod keeps its settings on one object shared by every copy of it in the page (`globalThis.__zod_globalConfig`, what
// `config()` from 'zod/v4/core' writes to). Setting the flag there, rather than importing `config`, keeps Zod's core
// out of the JavaScript every reader page loads (it would add ~5 KB to pages that never parse a form);
// zod-without-eval.test.ts checks that Zod reads the flag from there.
const shared = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
