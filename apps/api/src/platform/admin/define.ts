// The API's half of an admin resource descriptor: how its rows are found, listed, written and presented,
// what the audit log calls an object and which pages a change refreshes. Its data half (URL, key,
// schemas, permission, fields, columns, filters) is the @reef/core descriptor it names.
import type { Actor, AdminOperation, AdminResource, CacheTarget, PaginationMeta } from '@reef/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { VersionedSubject } from '../services/content-versions.js';
import type { SessionUser } from '../services/sessions.js';
import type { App } from '../types.js';
import type { AdminRouteOf } from './route.js';

/** The object a path names: its id or key (and its type, for pages and posts). */
export type ObjectRef = { key: string; type?: string };

/** The item (find, create, update answers) and list-row JSON of a resource. */
export type ItemOf<R extends AdminResource> = z.output<R['schemas']['item']>;
export type SummaryOf<R extends AdminResource> = z.output<R['schemas']['summary']>;
export type QueryOf<R extends AdminResource> = z.output<R['schemas']['query']>;
/** The create and update body schemas of a resource that offers them. */
export type CreateSchemaOf<R extends AdminResource> = Extract<R['schemas']['create'], z.ZodType>;
export type UpdateSchemaOf<R extends AdminResource> = Extract<R['schemas']['update'], z.ZodType>;
export type CreateBodyOf<R extends AdminResource> = z.output<CreateSchemaOf<R>>;
export type UpdateBodyOf<R extends AdminResource> = z.output<UpdateSchemaOf<R>>;

/** The list of a resource: one page of rows the actor may see, and those rows as JSON (loaded in one go). */
export type AdminList<R extends AdminResource, ListRow> = {
  rows: (db: Executor, actor: Actor, query: QueryOf<R>) => Promise<{ rows: ListRow[]; meta: PaginationMeta }>;
  present: (db: Executor, rows: ListRow[], actor: Actor) => Promise<SummaryOf<R>[]>;
};

/** The API side of a descriptor; each generic operation is mounted when the descriptor offers it. */
export type AdminApi<R extends AdminResource, Row extends { id: number }, ListRow = Row> = {
  resource: R;
  /** One object the actor may see, or a 404. */
  find: (db: Executor, actor: Actor, ref: ObjectRef) => Promise<Row>;
  list?: AdminList<R, ListRow>;
  /** One object as JSON. */
  present: (db: Executor, row: Row, actor: Actor) => Promise<ItemOf<R>>;
  create?: (db: Executor, body: CreateBodyOf<R>, user: SessionUser) => Promise<Row>;
  update?: (db: Executor, row: Row, body: UpdateBodyOf<R>, user: SessionUser) => Promise<Row>;
  remove?: (db: Executor, row: Row, user: SessionUser) => Promise<unknown>;
  /** The owner the rules see (resources their managers manage only when they own them). */
  ownerOf?: (row: Row) => number | null;
  /** How the audit log names an object (`Created <title>`). */
  title: (item: ItemOf<R>) => string;
  /** The pages showing an object, refreshed after it changes (cache targets of @reef/core). */
  revalidates?: (item: ItemOf<R>) => CacheTarget;
  /**
   * Behaviour beyond the generic operations (reordering, a check endpoint, a secret shown once), on
   * the same gate: `route` mounts one route of this resource (platform/admin/route.ts).
   */
  routes?: (app: App, route: AdminRouteOf) => void;
  /**
   * Operations of the descriptor served by `routes` instead of the generic ones: community content (tags, tools,
   * series) whose lists and reads depend on who asks and whose services record their own audit entries.
   */
  ownOperations?: readonly AdminOperation[];
  /**
   * Keeps a version of every save (the presented object, who saved it) and mounts `…/versions`,
   * `…/versions/{n}` and `…/versions/{n}/restore` (platform/admin/versions.ts). `toUpdate` turns a saved version back
   * into the update body that restores it.
   */
  versions?: {
    subject: VersionedSubject;
    toUpdate: (data: Record<string, unknown>) => UpdateBodyOf<R>;
  };
};
