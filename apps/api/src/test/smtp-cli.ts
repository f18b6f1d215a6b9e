// Runs the tests' SMTP server as a process: the end-to-end suite starts it before the API and points
// SMTP_URL at it, so every email the API sends travels over SMTP, as in production.
//   node --import tsx apps/api/src/test/smtp-cli.ts <mailbox directory> [refused domain]
// Prints `SMTP_URL=smtp://127.0.0.1:<port>` once listening (a free port), then writes each message it
// accepts to the directory as `<n>.json` (recipients, subject, HTML and text parts, raw headers, links),
// where the specs read it. Recipients at the refused domain get a permanent 550, as an unknown mailbox would.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestSmtpServer } from './smtp.js';

const [dir, refuseDomain] = process.argv.slice(2);
if (!dir) {
  console.error('usage: smtp-cli.ts <mailbox directory> [refused domain]');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
let count = 0;
const server = await startTestSmtpServer({
  refuseDomain,
  onMessage(mail) {
    count += 1;
    const name = join(dir, `${String(count).padStart(5, '0')}.json`);
    const { headers: _parsed, ...rest } = mail;
    // Written whole, then renamed: a reader never sees half a message.
    writeFileSync(`${name}.tmp`, JSON.stringify(rest));
    renameSync(`${name}.tmp`, name);
  },
});
console.log(`SMTP_URL=${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
