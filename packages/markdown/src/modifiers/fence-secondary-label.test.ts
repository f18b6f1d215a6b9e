// fence-secondary-label: input and expected HTML blocks in fence-secondary-label.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./fence-secondary-label.fixtures.txt', import.meta.url));
