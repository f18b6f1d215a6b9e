// dns: input and expected HTML blocks in dns.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./dns.fixtures.txt', import.meta.url));
