// image-loading: input and expected HTML blocks in image-loading.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./image-loading.fixtures.txt', import.meta.url));
