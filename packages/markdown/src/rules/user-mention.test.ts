// user-mention: input and expected HTML blocks in user-mention.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./user-mention.fixtures.txt', import.meta.url));
