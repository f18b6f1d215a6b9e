// fence-prefix: input and expected HTML blocks in fence-prefix.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./fence-prefix.fixtures.txt', import.meta.url));
