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

type ModerationType = (typeof MODERATION_TYPES)[number];

const TYPE_NAMES: Record<ModerationType, { one: string; many: string }> = {
  question: { one: 'question', many: 'questions' },
  comment: { one: 'comment', many: 'comments' },
};
const STATE_LABELS: Record<string, string> = { under_review: 'Held for review', spam: 'Spam' };

/** What a decision is called and what it did. */
const DECISIONS: Record<
  ModerationDecision,
  { label: string; bulk: string; one: string; many: string; failed: string }
> = {
  approve: {
    label: 'Approve',
    bulk: 'Approve selected',
    one: 'was approved: it is public now',
    many: 'approved: they are public now',
    failed: 'Nothing was approved.',
  },
  trash: {
    label: 'Reject',
    bulk: 'Reject selected',
    one: 'was rejected: moved to the trash',
    many: 'rejected: moved to the trash',
    failed: 'Nothing was rejected.',
  },
  spam: {
    label: 'Spam',
    bulk: 'Mark selected as spam',
    one: 'was marked as spam',
    many: 'marked as spam',
    failed: 'Nothing was marked as spam.',
  },
};

const keyOf = (item: Pick<ModerationQueueItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

function postsLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

/** The held posts. */
export function HeldQueueScreen() {
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
          ? `${first.type === 'comment' ? 'The comment on' : 'The question'} “${first.title}” ${DECISIONS[action].one}.`
          : `${postsLabel(targets.length)} ${DECISIONS[action].many}.`,
      );
      setSelected(new Set());
      reload();
    } catch (failure) {
      toast.error(DECISIONS[action].failed, failure);
    } finally {
      setWorking(null);
    }
  };

  const columns: DataTableColumn<ModerationQueueItem>[] = [
    {
      key: 'title',
      label: 'Post',
      isRowHeader: true,
      render: (item) => (
        <>
          <span className={styles.kind}>{item.type === 'comment' ? 'Comment on' : 'Question'}</span>
          <Link href={item.url}>{item.title}</Link>
        </>
      ),
    },
    {
      key: 'excerpt',
      label: 'Text',
      render: (item) => <span className={styles.excerpt}>{item.excerpt}</span>,
    },
    {
      key: 'author',
      label: 'Author',
      render: (item) => (
        <>
          {item.author ? (
            <Link href={`/community/users/${item.author.slug}`}>{displayName(item.author)}</Link>
          ) : (
            'Deleted member'
          )}
          {item.created_ip ? <span className={styles.ip}>IP {item.created_ip}</span> : null}
        </>
      ),
    },
    { key: 'state', label: 'State', render: (item) => STATE_LABELS[item.state] ?? item.state },
    { key: 'created_at', label: 'Posted', render: (item) => formatDate(item.created_at) },
    {
      key: 'actions',
      label: 'Decision',
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
                {DECISIONS[action].label}
                <span className="visually-hidden">
                  {' '}
                  {TYPE_NAMES[item.type].one} {item.id} on “{item.title}”
                </span>
              </Button>
            ))}
        </span>
      ),
    },
  ];

  const typeNames = types.map((t) => TYPE_NAMES[t].many);

  return (
    <>
      <p className={styles.lede}>
        New posts the spam checks held: from a listed IP address or with a listed phrase (spam), or with links
        outside the permitted domains from a new member (held for review). Approve publishes a post, Reject
        moves it to the trash, Spam keeps it hidden as spam.{' '}
        {types.length === 1
          ? `You moderate ${typeNames[0]}; ${types[0] === 'comment' ? 'questions' : 'comments'} are for their own moderators.`
          : null}
      </p>
      <FilterBar
        filters={[
          ...(types.length > 1
            ? [
                {
                  param: 'type',
                  label: 'Post type',
                  options: types.map((t) => ({
                    value: t,
                    label: `${TYPE_NAMES[t].many[0]!.toUpperCase()}${TYPE_NAMES[t].many.slice(1)}`,
                  })),
                  anyLabel: 'Questions and comments',
                },
              ]
            : []),
          {
            param: 'state',
            label: 'State',
            options: [
              { value: 'under_review', label: 'Held for review' },
              { value: 'spam', label: 'Spam' },
            ],
            anyLabel: 'Held for review and spam',
          },
          {
            param: 'sort',
            label: 'Order',
            options: [
              { value: '-created_at', label: 'Newest first' },
              { value: 'created_at', label: 'Oldest first' },
            ],
            defaultValue: '-created_at',
          },
        ]}
      />
      {error && !data ? <AdminLoadFailure what="The held posts" onRetry={reload} /> : null}
      <DataTable
        caption="Held posts"
        columns={columns}
        rows={items}
        rowId={keyOf}
        rowLabel={(item) => `${TYPE_NAMES[item.type].one} ${item.id} on “${item.title}”`}
        selected={selected}
        onSelectionChange={setSelected}
        bulkActions={(['approve', 'trash', 'spam'] as const).map((action) => ({
          label: DECISIONS[action].bulk,
          variant: action === 'approve' ? 'primary' : 'secondary',
          onAction: (ids: string[]) =>
            decide(
              action,
              items.filter((item) => ids.includes(keyOf(item))),
            ),
        }))}
        isLoading={isLoading}
        empty={<AdminEmptyState noun="held posts" isFiltered={isFiltered} />}
      />
      {data ? (
        <ListPagination meta={data.meta.pagination} noun={{ one: 'Held post', many: 'Held posts' }} />
      ) : null}
    </>
  );
}
