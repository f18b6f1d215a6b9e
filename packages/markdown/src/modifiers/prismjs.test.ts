// prismjs: input and expected HTML blocks in prismjs.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./prismjs.fixtures.txt', import.meta.url));
