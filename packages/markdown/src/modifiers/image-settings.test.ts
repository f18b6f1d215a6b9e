// image-settings: input and expected HTML blocks in image-settings.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./image-settings.fixtures.txt', import.meta.url));
