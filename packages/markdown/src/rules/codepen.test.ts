// codepen: input and expected HTML blocks in codepen.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./codepen.fixtures.txt', import.meta.url));
