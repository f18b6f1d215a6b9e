// The ceiling: a bare node:http server answering every request with the same bytes from memory.
//   node ceiling.mjs '{"status":200,"headers":{…},"body":"<base64>"}'
//   node ceiling.mjs @file.json   with {"routes":{"/path?query":{status,headers,body}, …}}: each path its own bytes
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const arg = process.argv[2];
const spec = JSON.parse(arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg);
const toAnswer = ({ status, headers, body }) => {
  const bytes = Buffer.from(body, 'base64');
  return { status, headers: { ...headers, 'content-length': bytes.length }, bytes };
};
const routes = new Map(Object.entries(spec.routes ?? {}).map(([path, answer]) => [path, toAnswer(answer)]));
const only = spec.routes ? undefined : toAnswer(spec);
const missing = { status: 404, headers: { 'content-length': 0 }, bytes: Buffer.alloc(0) };
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const answer = only ?? routes.get(req.url) ?? missing;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.bytes);
  });
});
// BENCH_CEILING_PORT: a fixed port (default: any free one).
server.listen(Number(process.env.BENCH_CEILING_PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(JSON.stringify({ port: server.address().port }) + '\n'),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
