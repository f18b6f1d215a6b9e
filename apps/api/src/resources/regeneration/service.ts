// Manual regeneration (community-app §7, MANAGE_REGENERATION): asks the web app to revalidate now and
// reports its answer; the request is logged with what was asked and what the web app said.
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import { emit, transaction } from '../../platform/events/bus.js';
import type { EventOrigin } from '../../platform/events/catalog.js';
import { revalidateWithReport } from '../../platform/services/revalidate.js';

/** Revalidates the paths and tags, waits for the web app's answer and records it. */
export async function regenerate(
  db: Database,
  env: Env,
  origin: EventOrigin,
  target: { paths: string[]; tags: string[] },
  action: 'regeneration.run' | 'regeneration.geo_ip',
) {
  const web = await revalidateWithReport(env, target);
  await transaction(db, (tx) =>
    emit(tx, {
      type: 'record.changed',
      ...origin,
      action,
      summary: `${target.paths.length} paths, ${target.tags.length} tags → web ${web.status ?? web.error ?? 'unreachable'}`,
      after: { ...target, web },
    }),
  );
  return { regenerated: target, web };
}
