// The embedded database on a thread of its own. PGlite runs PostgreSQL as WASM on the thread that calls it; in the
// API's process that is the thread that also parses requests, renders JSON and writes sockets, so under load each
// request waited for the others' SQL as well as their JavaScript, on one core of two. Here PGlite runs in a worker
// thread (pglite-thread/worker.mjs) and this thread keeps PGlite's own client: its `query`, `exec` and
// `transaction` (PGlite's shared base class), its locks, serializers and parsers, and the prepared statements of
// ./pglite-prepared.ts. Only the wire protocol's bytes cross between the threads: a request's messages one way,
// the backend's answer the other, one round trip per call into the backend.
import { Worker } from 'node:worker_threads';
import { messages, Mutex, protocol, type PGlite } from '@electric-sql/pglite';
import { PGliteWorker } from '@electric-sql/pglite/worker';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Notice = InstanceType<typeof messages.NoticeMessage>;
type ProtocolOptions = { syncToFs?: boolean; throwOnError?: boolean; onNotice?: (notice: Notice) => void };

/** What PGlite's base class gives a subclass: the client side of `query`, `exec`, `transaction` and the types. */
type BaseClient = Pick<
  PGlite,
  'query' | 'sql' | 'exec' | 'transaction' | 'describeQuery' | 'serializers' | 'parsers'
> & { _initArrayTypes(): Promise<void> };

/**
 * PGlite's base class (`BasePGlite`), the one its own worker client extends. The package exports it only as that
 * client's parent; on a version where that is not so, `openPgliteThread` answers null and the caller keeps PGlite on
 * its own thread.
 */
const Base = Object.getPrototypeOf(PGliteWorker) as (new () => BaseClient) | undefined;
const hasBase = typeof Base === 'function' && typeof Base.prototype?.transaction === 'function';

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

export type PgliteThreadOptions = {
  /** The data directory (a folder on disk); unset: in memory. */
  dataDir?: string;
  /** In memory only: start from this data directory tarball instead of an empty cluster. */
  loadDataDir?: Blob;
  /** PostgreSQL's start parameters (PGlite's own when unset). */
  startParams?: string[];
};

class ThreadClient extends (Base as new () => BaseClient) {
  debug = 0;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #queryLock = new Mutex();
  readonly #transactionLock = new Mutex();
  #next = 1;
  #closing = false;
  #closed = false;
  /** Set when the worker stopped on its own (a crash): every later call fails with it. */
  #failure: Error | undefined;

  constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on('message', ([id, result, error]: [number, unknown, { message: string } | null]) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      if (error) pending.reject(Object.assign(new Error(error.message), error));
      else pending.resolve(result);
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', (error) => fail(new Error(`the embedded database's thread failed: ${error.message}`)));
    worker.on('exit', (code) => {
      if (!this.#closed) fail(new Error(`the embedded database's thread stopped (exit code ${code})`));
    });
  }

  #call<T>(op: string, payload?: unknown, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#next++;
    // The thread keeps the process alive only while an answer is awaited, as a socket would.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage([id, op, payload], transfer);
    });
  }

  get waitReady(): Promise<void> {
    return Promise.resolve();
  }

  get ready(): boolean {
    return !this.#closing && !this.#closed;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The backend's bytes for a request's (PGlite's own `syncToFs` is done by the worker where it is needed). */
  async execProtocolRaw(message: Uint8Array, _options?: { syncToFs?: boolean }): Promise<Uint8Array> {
    return this.#call<Uint8Array>('raw', message);
  }

  /**
   * Sends a request's bytes at once and answers a promise of the backend's: the caller may release its locks before
   * the answer comes (./pglite-prepared.ts does for a single statement that ends with Sync), since the thread
   * answers requests in the order they were sent.
   */
  sendProtocol(message: Uint8Array): Promise<Uint8Array> {
    return this.#call<Uint8Array>('raw', message);
  }

  async execProtocolRawStream(
    message: Uint8Array,
    options: { syncToFs?: boolean; onRawData: (data: Uint8Array) => void },
  ): Promise<void> {
    const answer = await this.execProtocolRaw(message);
    if (answer.length) options.onRawData(answer);
  }

  /**
   * The backend's messages for a request's, as PGlite's own client reads them: every message up to and including
   * the first error, which is thrown once all are read unless `throwOnError` is false; notices go to `onNotice`.
   * The embedded database has no listeners, so notifications are only returned.
   */
  async execProtocolStream(message: Uint8Array, options: ProtocolOptions = {}): Promise<BackendMessage[]> {
    return (await this.execProtocol(message, options)).messages;
  }

  async execProtocol(
    message: Uint8Array,
    { throwOnError = true, onNotice }: ProtocolOptions = {},
  ): Promise<{ messages: BackendMessage[]; data: Uint8Array }> {
    const data = await this.execProtocolRaw(message);
    const results: BackendMessage[] = [];
    let failure: unknown;
    new protocol.Parser().parse(data, (reply: BackendMessage) => {
      if (failure) return;
      if (reply instanceof messages.DatabaseError) {
        if (throwOnError) failure = reply;
      } else if (reply instanceof messages.NoticeMessage) onNotice?.(reply);
      results.push(reply);
    });
    if (failure) throw failure;
    return { messages: results, data };
  }

  /** A no-op, as in PGlite for a data directory on disk or in memory: the backend writes its files itself. */
  async syncToFs(): Promise<void> {}

  async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) throw new Error("files (COPY … '/dev/blob') are not passed to the embedded database's thread");
  }

  async _getWrittenBlob(): Promise<Blob | undefined> {
    return undefined;
  }

  async _cleanupBlob(): Promise<void> {}

  async _checkReady(): Promise<void> {
    if (this.#closing) throw new Error('PGlite is closing');
    if (this.#closed) throw new Error('PGlite is closed');
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryLock.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(fn);
  }

  async listen(): Promise<never> {
    throw new Error("LISTEN is not available on the embedded database's thread");
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    await this._checkReady();
    // After the statement running now, before the next (as PGlite's own dump waits for its query lock).
    const buffer = await this.#queryLock.runExclusive(() => this.#call<ArrayBuffer>('dump', compression));
    return new Blob([buffer]);
  }

  /** Waits for the running transaction and statement, closes the database, then stops the thread. */
  async close(): Promise<void> {
    if (this.#closed || this.#closing) return;
    await this.#transactionLock.runExclusive(() =>
      this.#queryLock.runExclusive(async () => {
        this.#closing = true;
      }),
    );
    try {
      if (!this.#failure) await this.#call('close');
    } finally {
      this.#closed = true;
      this.#closing = false;
      await this.#worker.terminate();
    }
  }
}

/**
 * Starts the embedded database on its own thread and answers a client with PGlite's interface (what Drizzle and
 * ./pglite-prepared.ts call), or null where this PGlite version does not allow it.
 */
export async function openPgliteThread(options: PgliteThreadOptions): Promise<PGlite | null> {
  if (!hasBase) return null;
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pglite-thread/worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadDataDir, startParams: options.startParams },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    worker.once('error', failed);
    worker.once('exit', (code) =>
      reject(new Error(`the embedded database's thread stopped while opening (exit code ${code})`)),
    );
    worker.once('message', (message: { ready: boolean; error?: { message: string } }) => {
      worker.off('error', failed);
      worker.removeAllListeners('exit');
      if (message.ready) resolve();
      else
        void worker
          .terminate()
          .finally(() =>
            reject(new Error(`opening the embedded database failed: ${message.error?.message}`)),
          );
    });
  });
  worker.unref();
  const client = new ThreadClient(worker);
  // As PGlite's own client does once it is ready: the array types' serializers and parsers, read from pg_type.
  await client._initArrayTypes();
  return client as unknown as PGlite;
}
