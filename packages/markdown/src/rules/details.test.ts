// details: input and expected HTML blocks in details.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./details.fixtures.txt', import.meta.url));
