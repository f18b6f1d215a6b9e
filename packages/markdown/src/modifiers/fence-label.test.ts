// fence-label: input and expected HTML blocks in fence-label.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./fence-label.fixtures.txt', import.meta.url));
