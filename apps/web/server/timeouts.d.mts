/** Types of server/timeouts.mjs. */
import type { Server, ServerOptions } from 'node:http';

export type ClientTimeouts = { headersMs: number; requestMs: number; keepAliveMs: number };
export function clientTimeouts(env?: Record<string, string | undefined>): ClientTimeouts;
export function serverOptions(timeouts: ClientTimeouts): ServerOptions;
export function applyTimeouts<T extends Server>(server: T, timeouts: ClientTimeouts): T;
