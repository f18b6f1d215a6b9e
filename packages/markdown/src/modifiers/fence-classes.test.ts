// fence-classes: input and expected HTML blocks in fence-classes.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./fence-classes.fixtures.txt', import.meta.url));
