// twitter: input and expected HTML blocks in twitter.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./twitter.fixtures.txt', import.meta.url));
