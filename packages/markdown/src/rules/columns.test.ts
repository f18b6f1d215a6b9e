// columns: input and expected HTML blocks in columns.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./columns.fixtures.txt', import.meta.url));
