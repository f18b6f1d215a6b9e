// image-caption: input and expected HTML blocks in image-caption.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./image-caption.fixtures.txt', import.meta.url));
