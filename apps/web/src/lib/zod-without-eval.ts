// Zod compiles its object parsers with `new Function` where the runtime allows it, and finds out by trying once, on the
// first parse. In the browser the site's Content-Security-Policy has no 'unsafe-eval', so that try is blocked and
// reported as a policy violation (and a report, where reporting is on). Tell Zod up front to parse without compiling:
// the forms parse a few fields at a time, so nothing is lost. Imported for its effect by the root layout's client
// provider, which every page loads before any island parses.
import { config } from 'zod/v4/core';

config({ jitless: true });
