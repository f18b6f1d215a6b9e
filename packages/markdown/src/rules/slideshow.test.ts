// slideshow: input and expected HTML blocks in slideshow.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./slideshow.fixtures.txt', import.meta.url));
