// highlight: input and expected HTML blocks in highlight.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./highlight.fixtures.txt', import.meta.url));
