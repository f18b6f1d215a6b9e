// heading-id: input and expected HTML blocks in heading-id.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./heading-id.fixtures.txt', import.meta.url));
