// Registers every route file of every resource folder: resources/<name>/routes.ts and <part>-routes.ts serve
// the dynamic API under /v1, content-routes.ts and <part>-content-routes.ts the static-content API under
// /content/v1. Files are discovered, so adding a resource never touches a shared list.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import type { App } from '../platform/types.js';
import { installContentCaching } from '../platform/lib/http-cache.js';

const here = dirname(fileURLToPath(import.meta.url));

const ROUTE_FILE = /^(?:[a-z0-9-]+-)?routes\.(ts|js)$/;
const CONTENT_ROUTE_FILE = /^(?:[a-z0-9-]+-)?content-routes\.(ts|js)$/;

/** The route files of one tree ('v1' or 'content') in every resource folder, in a stable order. */
function routeFiles(tree: 'v1' | 'content'): string[] {
  const folders = readdirSync(here, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return folders.flatMap((folder) =>
    readdirSync(join(here, folder))
      .filter((f) => ROUTE_FILE.test(f) && CONTENT_ROUTE_FILE.test(f) === (tree === 'content'))
      .sort()
      .map((f) => join(here, folder, f)),
  );
}

async function loadPlugins(dir: 'v1' | 'content'): Promise<FastifyPluginAsync[]> {
  const plugins: FastifyPluginAsync[] = [];
  for (const file of routeFiles(dir)) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: FastifyPluginAsync };
    if (typeof mod.default !== 'function')
      throw new Error(`route file ${file} must default-export a Fastify plugin`);
    plugins.push(mod.default);
  }
  return plugins;
}

/** Registers both route trees. */
export async function registerRoutes(app: App): Promise<void> {
  const [v1, content] = await Promise.all([loadPlugins('v1'), loadPlugins('content')]);
  await app.register(
    async (scope) => {
      for (const plugin of v1) await scope.register(plugin);
    },
    { prefix: '/v1' },
  );
  await app.register(
    async (scope) => {
      installContentCaching(scope);
      // With a read replica: a GET reads there once it has replayed the last write (db/read-replica.ts).
      const reads = app.ctx.reads;
      if (reads) scope.addHook('preHandler', (req, reply, done) => reads.hook(req, reply, done));
      for (const plugin of content) await scope.register(plugin);
    },
    { prefix: '/content/v1' },
  );
}
