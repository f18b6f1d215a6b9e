// caniuse: input and expected HTML blocks in caniuse.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./caniuse.fixtures.txt', import.meta.url));
