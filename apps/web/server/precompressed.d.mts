// Types of server/precompressed.mjs (plain JavaScript: the production server runs it without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';
export function acceptsBrotli(header: unknown): boolean;
export function precompressStatic(staticDir: string): Promise<number>;
export function createPrecompressedStatic(
  distDir: string,
): (req: IncomingMessage, res: ServerResponse) => boolean;
