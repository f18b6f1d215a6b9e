// rsvp-button: input and expected HTML blocks in rsvp-button.fixtures.txt (markdown-it's fixture style).
import { runFixtures } from '../fixtures/run-fixtures.js';

runFixtures(new URL('./rsvp-button.fixtures.txt', import.meta.url));
