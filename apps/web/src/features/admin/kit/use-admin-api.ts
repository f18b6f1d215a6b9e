'use client';
// The admin screens' access to the API: the @reef/client calls of a resource descriptor, bound to the signed-in
// member's token, and a loader hook that reads once per key (the list's query string, an object's id), drops
// answers that arrive after a newer request, and can be asked to read again after a write.
import {
  createAdminResource,
  deleteAdminResource,
  findAdminResource,
  listAdminResource,
  updateAdminResource,
  type AdminObjectRef,
  type AdminUpdateOptions,
  type ApiContext,
  type QueryValue,
} from '@reef/client';
import type { AdminResource, AdminSchemas } from '@reef/core';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSession } from '@/features/auth/session-provider';

type Out<T extends { _output: unknown }> = T['_output'];

/** The resource calls of `@reef/client`, with the member's token. */
export type AdminApi = {
  /** The API context itself, for a bespoke call (`someCall(api.ctx, …)`). */
  ctx: ApiContext;
  list: <W extends string, S extends AdminSchemas>(
    resource: AdminResource<W, S>,
    query?: Record<string, QueryValue>,
  ) => Promise<Out<S['list']>>;
  find: <W extends string, S extends AdminSchemas>(
    resource: AdminResource<W, S>,
    ref: AdminObjectRef,
  ) => Promise<Out<S['item']>>;
  create: <W extends string, S extends AdminSchemas>(
    resource: AdminResource<W, S>,
    fields: Record<string, unknown>,
  ) => Promise<Out<S['item']>>;
  update: <W extends string, S extends AdminSchemas>(
    resource: AdminResource<W, S>,
    ref: AdminObjectRef,
    fields: Record<string, unknown>,
    options?: AdminUpdateOptions,
  ) => Promise<Out<S['item']>>;
  remove: (resource: Pick<AdminResource, 'path'>, ref: AdminObjectRef) => Promise<void>;
};

/** The admin API calls for the signed-in member. */
export function useAdminApi(): AdminApi {
  const { api } = useSession();
  return useMemo<AdminApi>(
    () => ({
      ctx: api,
      list: (resource, query) => listAdminResource(api, resource, query),
      find: (resource, ref) => findAdminResource(api, resource, ref),
      create: (resource, fields) => createAdminResource(api, resource, fields),
      update: (resource, ref, fields, options) => updateAdminResource(api, resource, ref, fields, options),
      remove: (resource, ref) => deleteAdminResource(api, resource, ref),
    }),
    [api],
  );
}

/** What `useAdminData()` returns. */
export type AdminData<T> = {
  data: T | undefined;
  /** The failure of the last read (an HttpError carries the status). */
  error: unknown;
  isLoading: boolean;
  /** Reads again (after a write). */
  reload: () => void;
};

/**
 * Reads `load(api)` whenever `key` changes (and on `reload()`); the last data stays shown while the next read
 * runs. Only the newest request's answer is kept.
 */
export function useAdminData<T>(key: string, load: (api: AdminApi) => Promise<T>): AdminData<T> {
  const api = useAdminApi();
  const [state, setState] = useState<{ data: T | undefined; error: unknown; isLoading: boolean }>({
    data: undefined,
    error: undefined,
    isLoading: true,
  });
  const [round, setRound] = useState(0);
  const read = useEffectEvent(load);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setState((current) => ({ ...current, isLoading: true }));
    read(api).then(
      (data) => {
        if (request === latest.current) setState({ data, error: undefined, isLoading: false });
      },
      (error: unknown) => {
        if (request === latest.current) setState((current) => ({ ...current, error, isLoading: false }));
      },
    );
  }, [api, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
