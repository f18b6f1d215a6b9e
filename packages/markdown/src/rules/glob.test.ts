// glob: input and expected HTML blocks in glob.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./glob.fixtures.txt', import.meta.url));
