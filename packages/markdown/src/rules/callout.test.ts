// callout: input and expected HTML blocks in callout.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./callout.fixtures.txt', import.meta.url));
