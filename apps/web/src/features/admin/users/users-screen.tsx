'use client';
// /community/admin/users (community-app §2 "Users", MANAGE_USERS): every member, searched by name, email or slug and
// filtered by state, a flag held (own or through a group) and join date, sorted and paged by the API — the whole
// state in the address. Each row links to the member's admin page.
import { listAdminUsers, type AdminUserPage } from '@reef/client';
import { USER_STATES } from '@reef/core';
import { PERMISSION_FLAG_GROUPS } from '@/features/admin/sidebar-table';
import Link from '@/components/ui/link';
import {
  AdminEmptyState,
  DataTable,
  FilterBar,
  ListPagination,
  useAdminData,
  useListParams,
  type DataTableColumn,
} from '@/features/admin/kit';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { formatDate } from '@/lib/format';
import { UserStateBadge } from './user-state-badge';
import type { UsersListWords } from './users-words';
import { fill } from '../shell/admin-words';
import { useSiteLocale } from '@/i18n/locale-context';
import styles from '../kit/admin.module.css';

type Row = AdminUserPage['data'][number];

/** The query parameters of the list, as the address and the API name them. */
const FILTER_KEYS = ['q', 'state', 'permission', 'joined_after', 'joined_before'] as const;
const SORTABLE = ['username', 'created_at', 'last_signed_in_at'];

/** Where a member's admin page is. */
export function adminUserHref(user: { id: number }): string {
  return `/community/admin/users/${user.id}`;
}

/** The member list. */
export function UsersScreen({ words: w }: { words: UsersListWords }) {
  const params = useListParams();
  const locale = useSiteLocale();
  const query: Record<string, string | number> = { page: params.page, limit: params.limit };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  if (params.sort && SORTABLE.includes(params.sort.column)) {
    query.sort = params.sort.column;
    query.sort_direction = params.sort.direction === 'descending' ? 'desc' : 'asc';
  }
  const { data, error, isLoading } = useAdminData(`users ${JSON.stringify(query)}`, (api) =>
    listAdminUsers(api.ctx, query),
  );
  const isFiltered = FILTER_KEYS.some((key) => params.get(key));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'username',
      label: w.colMember,
      sortable: true,
      isRowHeader: true,
      render: (user) => (
        <Link href={adminUserHref(user)} className={styles.strong}>
          {user.username}
        </Link>
      ),
    },
    {
      key: 'name',
      label: w.colName,
      render: (user) => [user.first_name, user.last_name].filter(Boolean).join(' ') || '—',
    },
    { key: 'email', label: w.colEmail, render: (user) => <span className={styles.whole}>{user.email}</span> },
    {
      key: 'state',
      label: w.colState,
      render: (user) => <UserStateBadge state={user.state ?? 'active'} labels={w.states} />,
    },
    {
      key: 'created_at',
      label: w.colJoined,
      sortable: true,
      render: (user) => formatDate(user.created_at, locale),
    },
    {
      key: 'last_signed_in_at',
      label: w.colLastSignIn,
      sortable: true,
      render: (user) => (user.last_signed_in_at ? formatDate(user.last_signed_in_at, locale) : w.never),
    },
  ];

  return (
    <>
      <AdminPageHeading title={w.title} lede={w.lede} />
      <FilterBar
        search={{ param: 'q', label: w.search, placeholder: w.searchPlaceholder }}
        filters={[
          {
            param: 'state',
            label: w.colState,
            anyLabel: w.anyState,
            options: USER_STATES.map((state) => ({ value: state, label: w.states[state] })),
          },
          {
            param: 'permission',
            label: w.permission,
            anyLabel: w.anyPermission,
            options: [
              { value: 'staff', label: w.anyAdminFlag },
              ...PERMISSION_FLAG_GROUPS.flatMap((group) =>
                group.flags.map((flag) => ({ value: flag, label: flag })),
              ),
            ],
          },
        ]}
        dates={[
          { param: 'joined_after', label: w.joinedFrom },
          { param: 'joined_before', label: w.joinedUntil },
        ]}
      />
      {error && !data ? (
        <p role="alert" className={styles.error}>
          {w.loadFailed}
        </p>
      ) : null}
      {data || !isLoading ? (
        <DataTable
          caption={w.title}
          columns={columns}
          rows={data?.data ?? []}
          rowId={(user) => String(user.id)}
          rowLabel={(user) => fill(w.rowLabel, { name: user.username })}
          sort={params.sort}
          onSort={params.toggleSort}
          isLoading={isLoading}
          empty={<AdminEmptyState words={w.empty} isFiltered={isFiltered} />}
        />
      ) : (
        <p role="status">{w.loading}</p>
      )}
      {data ? (
        <ListPagination
          meta={data.meta.pagination}
          noun={{ one: 'Member', many: 'Members' }}
          words={w.count}
        />
      ) : null}
    </>
  );
}
