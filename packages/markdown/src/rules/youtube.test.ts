// youtube: input and expected HTML blocks in youtube.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./youtube.fixtures.txt', import.meta.url));
