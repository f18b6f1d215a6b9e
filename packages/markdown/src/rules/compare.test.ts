// compare: input and expected HTML blocks in compare.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./compare.fixtures.txt', import.meta.url));
