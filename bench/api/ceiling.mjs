// The ceiling: a bare node:http server answering every request with the same bytes from memory.
import { createServer } from 'node:http';

const { status, headers, body } = JSON.parse(process.argv[2]);
const bytes = Buffer.from(body, 'base64');
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(status, { ...headers, 'content-length': bytes.length });
    res.end(bytes);
  });
});
server.listen(0, '127.0.0.1', () =>
  process.stdout.write(JSON.stringify({ port: server.address().port }) + '\n'),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
