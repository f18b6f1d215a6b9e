// table-wrapper: input and expected HTML blocks in table-wrapper.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./table-wrapper.fixtures.txt', import.meta.url));
