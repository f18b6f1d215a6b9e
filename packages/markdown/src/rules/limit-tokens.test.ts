// limit-tokens: input and expected HTML blocks in limit-tokens.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./limit-tokens.fixtures.txt', import.meta.url));
