// collapsible-headings: input and expected HTML blocks in collapsible-headings.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./collapsible-headings.fixtures.txt', import.meta.url));
