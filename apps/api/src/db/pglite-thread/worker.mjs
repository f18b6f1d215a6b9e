// The embedded database's thread (see ../pglite-thread.ts): PGlite runs here, beside the API's JavaScript, so that
// PostgreSQL's WASM work runs on another core. The API's thread speaks the wire protocol to it: each message is a
// request's bytes, answered with the backend's bytes, in the order they arrived (the API's thread may send a single
// statement before the one ahead of it is answered, so the order is what keeps each caller's statements apart).
// Plain JavaScript, so that the same file runs from the sources under the tests and from the build.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** An error as plain data (a worker's message cannot carry an Error's own class). */
function plain(error) {
  return error instanceof Error
    ? { message: error.message, name: error.name, stack: error.stack }
    : { message: String(error) };
}

const empty = new Uint8Array(0);

function concat(chunks, length) {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
let db;
try {
  const { dataDir, loadDataDir, startParams } = workerData;
  db = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(startParams ? { startParams } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plain(error) });
}

parentPort.on('message', async ([id, op, payload]) => {
  try {
    if (op === 'raw') {
      // One call into the backend. Its answer arrives as views of the WASM memory: copied into one buffer of our
      // own, which is then moved to the API's thread rather than copied again.
      const chunks = [];
      let length = 0;
      await db.execProtocolRawStream(payload, {
        syncToFs: false,
        onRawData: (bytes) => {
          chunks.push(bytes.slice());
          length += bytes.length;
        },
      });
      const answer = chunks.length === 1 ? chunks[0] : length ? concat(chunks, length) : empty;
      parentPort.postMessage([id, answer, null], answer.byteLength ? [answer.buffer] : []);
    } else if (op === 'dump') {
      const buffer = await (await db.dumpDataDir(payload)).arrayBuffer();
      parentPort.postMessage([id, buffer, null], [buffer]);
    } else if (op === 'close') {
      await db.close();
      parentPort.postMessage([id, null, null]);
    } else {
      parentPort.postMessage([id, null, { message: `unknown request ${op}` }]);
    }
  } catch (error) {
    parentPort.postMessage([id, null, plain(error)]);
  }
});
