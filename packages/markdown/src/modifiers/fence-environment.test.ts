// fence-environment: input and expected HTML blocks in fence-environment.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./fence-environment.fixtures.txt', import.meta.url));
