// instagram: input and expected HTML blocks in instagram.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./instagram.fixtures.txt', import.meta.url));
