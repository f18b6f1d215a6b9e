// wistia: input and expected HTML blocks in wistia.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./wistia.fixtures.txt', import.meta.url));
