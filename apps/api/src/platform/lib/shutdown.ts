// Graceful shutdown: on SIGTERM (or SIGINT) stop accepting connections, let the requests in flight
// finish, close the database pool, exit. A request that arrives on a kept-alive connection meanwhile
// gets 503 with Retry-After and `Connection: close` (app.ts), so a load balancer retries it elsewhere.
import type { FastifyInstance } from 'fastify';

export type ShutdownOptions = {
  app: FastifyInstance;
  /** Closes the database (pool.end() or PGlite close), after the last request finished. */
  closeDatabase(): Promise<void>;
  /** Past this many ms of draining, exit anyway (code 1). */
  timeoutMs: number;
  exit?: (code: number) => void;
};

/** Returns the shutdown function; `installSignalHandlers` wires it to SIGTERM and SIGINT. */
export function createShutdown({
  app,
  closeDatabase,
  timeoutMs,
  exit = (code) => process.exit(code),
}: ShutdownOptions): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: draining requests in flight');
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs }, 'requests still in flight after the shutdown timeout; exiting');
        exit(1);
      }, timeoutMs);
      timer.unref();
      // server.close() only reaps connections idle at that moment; a kept-alive connection whose
      // request was in flight would hold the close until its keep-alive timeout (72 s). Reap the
      // idle ones as they become idle.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
      reaper.unref();
      let code = 0;
      try {
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'error while closing the server');
        code = 1;
      } finally {
        clearInterval(reaper);
      }
      try {
        await closeDatabase();
      } catch (error) {
        app.log.error({ err: error }, 'error while closing the database');
        code = 1;
      }
      clearTimeout(timer);
      app.log.info('shutdown complete');
      exit(code);
    })();
    return closing;
  };
}

/** Wires SIGTERM and SIGINT to a graceful shutdown. */
export function installSignalHandlers(shutdown: (signal: string) => Promise<void>): void {
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
