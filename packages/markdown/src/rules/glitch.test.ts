// glitch: input and expected HTML blocks in glitch.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./glitch.fixtures.txt', import.meta.url));
