// html-comment: input and expected HTML blocks in html-comment.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./html-comment.fixtures.txt', import.meta.url));
