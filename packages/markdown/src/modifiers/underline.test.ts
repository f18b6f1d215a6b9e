// underline: input and expected HTML blocks in underline.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./underline.fixtures.txt', import.meta.url));
