// How long a client of the web server may take (security review 2, #9): to send a request's headers, its whole
// request (headers and body), and its next request on an idle keep-alive connection. The same variables as the
// API's (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS; docs/operations.md "Timeouts").

const DEFAULTS = { headersMs: 10_000, requestMs: 60_000, keepAliveMs: 10_000 };

function milliseconds(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100)
    throw new Error(`${name} must be a whole number of milliseconds, at least 100`);
  return value;
}

/** The timeouts of `env` (process.env by default), with the defaults above. Throws naming a bad variable. */
export function clientTimeouts(env = process.env) {
  return {
    headersMs: milliseconds(env, 'HTTP_HEADERS_TIMEOUT_MS', DEFAULTS.headersMs),
    requestMs: milliseconds(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULTS.requestMs),
    keepAliveMs: milliseconds(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULTS.keepAliveMs),
  };
}

/**
 * The options of http.createServer() for these timeouts: Node checks them every connectionsCheckingInterval (30 s
 * by default, which would let a trickling client stay up to 30 s past them).
 */
export function serverOptions({ headersMs, requestMs }) {
  return {
    connectionsCheckingInterval: Math.max(
      100,
      Math.min(1000, Math.floor(Math.min(headersMs, requestMs) / 4)),
    ),
  };
}

/** Sets the timeouts on a server (past the first two Node answers 408 and closes; past the third it closes). */
export function applyTimeouts(server, { headersMs, requestMs, keepAliveMs }) {
  server.requestTimeout = requestMs;
  server.headersTimeout = Math.min(headersMs, requestMs);
  server.keepAliveTimeout = keepAliveMs;
  return server;
}
