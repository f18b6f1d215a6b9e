// What an admin resource is, as data: its URL, key, schemas, the permission of the rules table, and the
// field, column and filter metadata a generic admin list/detail/form renders. The API mounts its routes
// from the same descriptor (apps/api/src/platform/admin/ and each resources/<name>/admin.ts), so the screens and the endpoints cannot drift apart.
import type { z } from 'zod';
import type { PermissionFlag } from '../permissions/flags.js';
import { RESOURCE_RULES } from '../policies/rules.js';
import type { SubjectType } from '../policies/types.js';

/** How a form renders one field. */
export const ADMIN_INPUTS = [
  'text',
  'textarea',
  'markdown',
  'slug',
  'url',
  'boolean',
  'select',
  'datetime',
  'json',
  'tags',
  'members',
  'permissions',
  'list',
] as const;
/** An input kind of `ADMIN_INPUTS`. */
export type AdminInput = (typeof ADMIN_INPUTS)[number];

/** One field of a resource's form. */
export type AdminField<Name extends string = string> = {
  readonly name: Name;
  readonly label: string;
  readonly input: AdminInput;
  /** The choices of a `select`. */
  readonly options?: readonly string[];
  readonly help?: string;
  /** Must be given on create. */
  readonly required?: boolean;
};

/** The generic operations a descriptor may offer. */
export const ADMIN_OPERATIONS = ['list', 'find', 'create', 'update', 'delete'] as const;
/** One generic operation. */
export type AdminOperation = (typeof ADMIN_OPERATIONS)[number];
/** Who reaches an operation: anyone (reads of public resources) or the managers of the rules table. */
export type AdminAccess = 'public' | 'managers';

/**
 * How one object is addressed: `/{path}/{id}` with a numeric id, `/{path}/{id-or-key}`, or
 * `/{path}/{type}/{key}` (pages and posts, whose key is unique per type).
 */
export type AdminLookup = 'id' | 'id-or-key' | 'type-and-key';

/** The zod schemas of a resource, all from `@reef/core/schemas`. */
export type AdminSchemas = {
  /** One object, as find/create/update answer it. */
  readonly item: z.ZodObject;
  /** One row of the list (often the item without its heavy fields). */
  readonly summary: z.ZodObject;
  readonly list: z.ZodType;
  readonly query: z.ZodObject;
  readonly create?: z.ZodObject;
  readonly update?: z.ZodObject;
};

type KeyOf<S extends z.ZodType> = Extract<keyof z.output<S>, string>;
/** Field names of a wrapped body (`{feature_flag: {name, …}}` → `name`…). */
type WrappedKeys<B, W extends string> = B extends z.ZodType
  ? z.output<B> extends { [K in W]?: infer I }
    ? Extract<keyof NonNullable<I>, string>
    : never
  : never;
/** Every field a form may hold: those of the update body, or of the create body when there is no update. */
export type AdminFieldName<W extends string, S extends AdminSchemas> =
  WrappedKeys<S['create'], W> | WrappedKeys<S['update'], W>;

/** The groups of the admin sidebar (community-app §2), in order. */
export const ADMIN_SIDEBAR_GROUPS = [
  'Tutorials',
  'Tags',
  'Reports',
  'Tools',
  'Users',
  'Content',
  'Admin',
] as const;
/** One group of the admin sidebar. */
export type AdminSidebarGroupName = (typeof ADMIN_SIDEBAR_GROUPS)[number];

/** Where a resource sits in the admin sidebar; its link is `href`, opened by its `permission`. */
export type AdminSidebarPlace = {
  readonly group: AdminSidebarGroupName;
  /** The entry's text when it is not `label.many` (resources sharing one screen share one entry). */
  readonly label?: string;
  /** The text of a create entry (`New tag`) listed before it, linking to `{href}/new`. */
  readonly create?: string;
};

/** What the API documentation says about the operations of a resource. */
export type AdminApiDocs = {
  /** The tag of its operations when it is not its path (resources documented together share one). */
  readonly tag?: string;
  /** What the tag holds, one sentence. */
  readonly description: string;
};

/** What a descriptor says; `permission` is derived from the rules table. */
export type AdminResourceInput<
  W extends string,
  S extends AdminSchemas,
  N extends string = string,
  V extends string = string,
> = {
  /** Audit subject and singular name (`feature_flag`, `spam_ip`); the name of its audit trail. */
  readonly name: N;
  /** The subject type of the rules table whose managers administer it. */
  readonly subject: SubjectType;
  /** The body wrapper (`{feature_flag: {…}}`); field errors are reported under it. */
  readonly wrapper: W;
  /** URL segment under /v1 (`feature_flags`). */
  readonly path: string;
  /** The admin screen (a sidebar entry of community-app §2). */
  readonly href: string;
  readonly label: { readonly one: string; readonly many: string };
  /** The unique field an object is found by besides its id (409 on a duplicate names it). */
  readonly key: { readonly field: KeyOf<S['item']>; readonly lookup: AdminLookup };
  readonly operations: { readonly [O in AdminOperation]?: AdminAccess };
  readonly schemas: S;
  readonly fields: readonly AdminField<AdminFieldName<W, S>>[];
  /** List columns, in order. */
  readonly columns: readonly KeyOf<S['summary']>[];
  /** Query parameters the list filters by (each a control above the list). */
  readonly filters: readonly KeyOf<S['query']>[];
  /** The free-text search parameter, if any. */
  readonly search?: KeyOf<S['query']>;
  /** The sort parameter, if the list sorts. */
  readonly sort?: KeyOf<S['query']>;
  /** OpenAPI summaries that say more than the generic one. */
  readonly notes?: { readonly [O in AdminOperation]?: string };
  /** Its entry in the admin sidebar. */
  readonly sidebar: AdminSidebarPlace;
  /** The verbs the audit log records about it: its generic writes and those of its own routes. */
  readonly audit: readonly V[];
  /** Its entry in the API documentation's tag list. */
  readonly docs: AdminApiDocs;
  /**
   * `own` when every admin page of it is bespoke (a token shown once, the spam lists' shared screen): the generic
   * screens and their catch-all routes then leave it alone.
   */
  readonly pages?: 'own';
  /** What its admin list and create pages say under their title. */
  readonly intro?: { readonly list?: string; readonly create?: string };
};

/** An admin resource descriptor (its field names were checked against its bodies when it was declared). */
export type AdminResource<
  W extends string = string,
  S extends AdminSchemas = AdminSchemas,
  N extends string = string,
  V extends string = string,
> = Omit<AdminResourceInput<W, S, N, V>, 'fields'> & {
  readonly fields: readonly AdminField[];
  /** Flags that administer it (any of them; ADMINISTRATOR always does): the managers of its rules-table entry. */
  readonly permission: readonly PermissionFlag[];
};

/** Declares an admin resource; the permission comes from the rules table, never spelled twice. */
export function defineAdminResource<
  const W extends string,
  const S extends AdminSchemas,
  const N extends string,
  const V extends string,
>(input: AdminResourceInput<W, S, N, V>): AdminResource<W, S, N, V> {
  return { ...input, permission: RESOURCE_RULES[input.subject].managers };
}

/** The API path of one object (`/v1/feature_flags/{id}`), as the OpenAPI document spells it. */
export function adminItemPath(resource: Pick<AdminResource, 'path' | 'key'>): string {
  return resource.key.lookup === 'type-and-key'
    ? `/${resource.path}/{type}/{slug}`
    : `/${resource.path}/{id}`;
}
