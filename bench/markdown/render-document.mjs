// One process that renders documents with `renderMarkdown`, to time whole runs against each other (this
// tree against an older build, timed from outside): the reference's full fixture and a ~100 KB generated
// tutorial, a fixed number of times. `--text` also reads each document's plain text, as the API does once
// per write.
//   npm run build -w packages/core -w packages/markdown && node bench/markdown/render-document.mjs
//   [--renders N] [--text] [--module <path of another build's index.js>]
import { pathToFileURL } from 'node:url';
import { fullInput, largeDocument } from './documents.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const renders = Number(argument('--renders', '20'));
const modulePath = argument('--module', undefined);
const readsText = process.argv.includes('--text');
const { renderMarkdown } = await import(modulePath ? pathToFileURL(modulePath).href : '@reef/markdown');

const documents = [fullInput, largeDocument(100_000)];
let bytes = 0;
const start = process.cpuUsage();
for (let i = 0; i < renders; i += 1) {
  for (const source of documents) {
    const document = renderMarkdown(source);
    bytes += (document.html ?? document.result).length + (readsText ? document.text.length : 0);
  }
}
const { user, system } = process.cpuUsage(start);
console.log(`${renders} × 2 documents: ${((user + system) / 1000).toFixed(0)} ms CPU, ${bytes} bytes out`);
