// Registers every route file: one file per resource in routes/v1 (dynamic API) and routes/content
// (static-content API). Files are discovered, so adding a resource never touches a shared list.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import type { App } from '../types.js';
import { installContentCaching } from '../lib/http-cache.js';

const here = dirname(fileURLToPath(import.meta.url));

function routeFiles(dir: string): string[] {
  return readdirSync(join(here, dir))
    .filter((f) => /\.(ts|js)$/.test(f) && !/\.d\.ts$/.test(f) && !/\.test\.(ts|js)$/.test(f))
    .sort()
    .map((f) => join(here, dir, f));
}

async function loadPlugins(dir: string): Promise<FastifyPluginAsync[]> {
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
