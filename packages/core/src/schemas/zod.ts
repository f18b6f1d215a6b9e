// Zod as every schema of @reef/core uses it: with the sentences of messages.ts installed for the issues a schema
// gives no message of its own (issue #30, item 7). Wherever a schema loads, in the API or in a browser, its messages
// are a person's; nothing else has to remember to install them, so a page that loads no schema loads no zod (issue
// #33, goal 5: the admin kit's error helpers used to install them, and brought zod to every admin page).
// package.json lists this module under `sideEffects`, so a bundler keeps its `z.config` call.
import { z } from 'zod';
import { humanMessage } from './messages.js';

z.config({ customError: humanMessage });

export { z };
