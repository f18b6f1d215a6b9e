'use client';
// /community/admin/spam: the questions and comments the spam checks held (`under_review`, `spam`), and the
// moderator's decision on one or several: approve (publish), reject (trash) or spam. A member sees and decides on
// the types they moderate only (MANAGE_QUESTIONS: questions, MANAGE_COMMENTS: comments, by the core rules); the
// API refuses the rest.
import {
  listModerationQueue,
  moderateQueueItems,
  type ModerationDecision,
  type ModerationQueueItem,
  type ModerationQueueQuery,
} from '@reef/client';
import { can, MODERATION_TYPES } from '@reef/core';
import Link from '@/components/ui/link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { sessionActor } from '@/features/auth/session-provider';
import {
  AdminLoadFailure,
  AdminEmptyState,
  DataTable,
  FilterBar,
  ListPagination,
  useAdminApi,
  useAdminData,
  useAdminToast,
  useListParams,
  type DataTableColumn,
} from '@/features/admin/kit';
import { useAdminMember } from '@/features/admin/shell/admin-gate';
import { displayName, formatDate } from '@/lib/format';
import styles from './spam.module.css';
import { useQueueUpdates } from '@/features/admin/shell/use-queue-updates';
import { fill, pluralOf } from '@/features/admin/shell/admin-words';
import { useSiteLocale } from '@/i18n/locale-context';
import type { HeldWords } from './spam-words';

type ModerationType = (typeof MODERATION_TYPES)[number];

const keyOf = (item: Pick<ModerationQueueItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

/** The held posts. */
export function HeldQueueScreen({ words: w }: { words: HeldWords }) {
  const locale = useSiteLocale();
  const member = useAdminMember();
  const actor = useMemo(() => sessionActor(member), [member]);
  const types = MODERATION_TYPES.filter((type) => can(actor, 'moderate', { type }));
  const api = useAdminApi();
  const toast = useAdminToast();
  const params = useListParams();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [working, setWorking] = useState<string | null>(null);

  const type = params.get('type');
  const query: ModerationQueueQuery = {
    type: (types as readonly string[]).includes(type ?? '') ? (type as ModerationType) : undefined,
    state: params.get('state') as ModerationQueueQuery['state'],
    sort_direction: params.get('sort') === 'created_at' ? 'asc' : 'desc',
    page: params.page,
    limit: params.limit,
  };
  const queryKey = JSON.stringify(query);
  const { data, isLoading, error, reload } = useAdminData(queryKey, (admin) =>
    listModerationQueue(admin.ctx, query),
  );
  // Live (issue #32, item 1): what another moderator or a member changes in the queues shows without a reload.
  useQueueUpdates(reload);
  const items = data?.data ?? [];
  const isFiltered = Boolean(query.type || query.state);

  const decide = async (action: ModerationDecision, targets: ModerationQueueItem[]) => {
    if (targets.length === 0) return;
    setWorking(action);
    try {
      await moderateQueueItems(
        api.ctx,
        action,
        targets.map((item) => ({ type: item.type, id: item.id })),
      );
      const first = targets[0]!;
      toast.success(
        targets.length === 1
          ? fill(w.decisions[action].one[first.type], { title: first.title })
          : fill(w.decisions[action].many, { posts: pluralOf(w.posts, targets.length, locale) }),
      );
      setSelected(new Set());
      reload();
    } catch (failure) {
      toast.error(w.decisions[action].failed, failure);
    } finally {
      setWorking(null);
    }
  };

  const columns: DataTableColumn<ModerationQueueItem>[] = [
    {
      key: 'title',
      label: w.colPost,
      isRowHeader: true,
      render: (item) => (
        <>
          <span className={styles.kind}>{w.kind[item.type]}</span>
          <Link href={item.url}>{item.title}</Link>
        </>
      ),
    },
    {
      key: 'excerpt',
      label: w.colText,
      render: (item) => <span className={styles.excerpt}>{item.excerpt}</span>,
    },
    {
      key: 'author',
      label: w.colAuthor,
      render: (item) => (
        <>
          {item.author ? (
            <Link href={`/community/users/${item.author.slug}`}>{displayName(item.author)}</Link>
          ) : (
            w.deletedMember
          )}
          {item.created_ip ? <span className={styles.ip}>{fill(w.ip, { ip: item.created_ip })}</span> : null}
        </>
      ),
    },
    { key: 'state', label: w.colState, render: (item) => w.states[item.state] ?? item.state },
    { key: 'created_at', label: w.colPosted, render: (item) => formatDate(item.created_at, locale) },
    {
      key: 'actions',
      label: w.colDecision,
      render: (item) => (
        <span className={styles.rowActions}>
          {(['approve', 'trash', 'spam'] as const)
            .filter((action) => !(action === 'spam' && item.state === 'spam'))
            .map((action) => (
              <Button
                key={action}
                size="small"
                variant={action === 'approve' ? 'primary' : 'secondary'}
                disabled={working !== null}
                onClick={() => void decide(action, [item])}
              >
                {w.decisions[action].label}
                <span className="visually-hidden">
                  {' '}
                  {fill(w.rowName[item.type], { id: item.id, title: item.title })}
                </span>
              </Button>
            ))}
        </span>
      ),
    },
  ];

  return (
    <>
      <p className={styles.lede}>
        {w.lede} {types.length === 1 ? w.only[types[0]!] : null}
      </p>
      <FilterBar
        filters={[
          ...(types.length > 1
            ? [
                {
                  param: 'type',
                  label: w.filterType,
                  options: types.map((t) => ({ value: t, label: w.typeLabels[t] })),
                  anyLabel: w.anyType,
                },
              ]
            : []),
          {
            param: 'state',
            label: w.colState,
            options: [
              { value: 'under_review', label: w.states.under_review! },
              { value: 'spam', label: w.states.spam! },
            ],
            anyLabel: w.anyState,
          },
          {
            param: 'sort',
            label: w.order,
            options: [
              { value: '-created_at', label: w.newest },
              { value: 'created_at', label: w.oldest },
            ],
            defaultValue: '-created_at',
          },
        ]}
      />
      {error && !data ? <AdminLoadFailure what={w.theHeldPosts} onRetry={reload} /> : null}
      <DataTable
        caption={w.caption}
        columns={columns}
        rows={items}
        rowId={keyOf}
        rowLabel={(item) => fill(w.rowName[item.type], { id: item.id, title: item.title })}
        selected={selected}
        onSelectionChange={setSelected}
        bulkActions={(['approve', 'trash', 'spam'] as const).map((action) => ({
          label: w.decisions[action].bulk,
          variant: action === 'approve' ? 'primary' : 'secondary',
          onAction: (ids: string[]) =>
            decide(
              action,
              items.filter((item) => ids.includes(keyOf(item))),
            ),
        }))}
        isLoading={isLoading}
        empty={<AdminEmptyState words={w.empty} isFiltered={isFiltered} />}
      />
      {data ? (
        <ListPagination
          meta={data.meta.pagination}
          noun={{ one: 'Held post', many: 'Held posts' }}
          words={w.count}
        />
      ) : null}
    </>
  );
}
