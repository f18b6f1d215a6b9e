// fence-pre-attrs: input and expected HTML blocks in fence-pre-attrs.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./fence-pre-attrs.fixtures.txt', import.meta.url));
