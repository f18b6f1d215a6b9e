// terminal-button: input and expected HTML blocks in terminal-button.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./terminal-button.fixtures.txt', import.meta.url));
