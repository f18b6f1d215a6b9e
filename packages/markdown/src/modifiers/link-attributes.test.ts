// link-attributes: input and expected HTML blocks in link-attributes.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./link-attributes.fixtures.txt', import.meta.url));
