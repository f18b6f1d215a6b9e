// asciinema: input and expected HTML blocks in asciinema.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./asciinema.fixtures.txt', import.meta.url));
