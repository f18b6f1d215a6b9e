// vimeo: input and expected HTML blocks in vimeo.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./vimeo.fixtures.txt', import.meta.url));
