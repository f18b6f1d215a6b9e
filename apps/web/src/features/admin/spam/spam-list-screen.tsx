'use client';
// One of the three lists the spam checks read (community-app §7): spam phrases, spam IPs (addresses and CIDR
// ranges) and permitted domains, served from their admin descriptors. Add an entry, find one, remove one (after a
// confirmation that says what changes), and test a text or an address against all three below.
import { permittedDomainResource, spamIpResource, spamPhraseResource, type AdminResource } from '@reef/core';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  AdminLoadFailure,
  AdminEmptyState,
  ConfirmDialog,
  DataTable,
  Field,
  FilterBar,
  FormErrorSummary,
  ListPagination,
  useAdminApi,
  useAdminData,
  useAdminToast,
  useFormErrors,
  useListParams,
  useUnsavedChanges,
  type DataTableColumn,
} from '@/features/admin/kit';
import { formatDate } from '@/lib/format';
import { SpamTestBox } from './spam-test-box';
import styles from './spam.module.css';
import { fill } from '../shell/admin-words';
import { useSiteLocale } from '@/i18n/locale-context';
import type { SpamListWords } from './spam-words';

/** A list entry as the three lists answer it. */
type Entry = { id: number; created_at: string } & Record<string, unknown>;

/** What differs between the three lists. */
export type SpamListKind = 'phrases' | 'ips' | 'domains';

type ListConfig = {
  resource: AdminResource;
  /** The entry's value field. */
  field: string;
  noun: { one: string; many: string };
  /** The list, as a sentence names it ("spam IPs"). */
  listName: string;
  lede: string;
  help: string;
  placeholder: string;
  added: (value: string) => string;
  removal: (value: string) => string;
};

const LISTS: Record<SpamListKind, ListConfig> = {
  phrases: {
    resource: spamPhraseResource as unknown as AdminResource,
    field: 'phrase',
    noun: { one: 'phrase', many: 'phrases' },
    listName: 'spam phrases',
    lede: 'A new question or comment that contains a listed phrase, in any case, is stored as spam and stays hidden until a moderator approves it.',
    help: 'At least 2 characters. Matching ignores case and finds the phrase inside longer words too.',
    placeholder: 'cheap watches',
    added: (value) => `Added the phrase “${value}”: new posts containing it are stored as spam.`,
    removal: (value) =>
      `New posts containing “${value}” are no longer stored as spam. Posts it caught already stay where they are.`,
  },
  ips: {
    resource: spamIpResource as unknown as AdminResource,
    field: 'ip',
    noun: { one: 'address', many: 'addresses' },
    listName: 'spam IPs',
    lede: 'A new question or comment sent from a listed address, or from inside a listed CIDR range, is stored as spam and stays hidden until a moderator approves it.',
    help: 'An IPv4 or IPv6 address (203.0.113.7) or a CIDR range (203.0.113.0/24).',
    placeholder: '203.0.113.0/24',
    added: (value) => `Added ${value}: new posts from it are stored as spam.`,
    removal: (value) =>
      `New posts from ${value} are no longer stored as spam. Posts it caught already stay where they are.`,
  },
  domains: {
    resource: permittedDomainResource as unknown as AdminResource,
    field: 'domain',
    noun: { one: 'domain', many: 'domains' },
    listName: 'permitted domains',
    lede: 'Links to these domains (and their subdomains) never hold a post. Once at least one domain is listed, a new member’s post that links anywhere else is held for review.',
    help: 'A host name such as example.com, without https:// or a path.',
    placeholder: 'example.com',
    added: (value) => `Added ${value}: links to it and its subdomains no longer hold a new member’s post.`,
    removal: (value) =>
      `Links to ${value} will hold a new member’s post for review again (while other domains are listed).`,
  },
};

/** A spam list with its add form, search, table and the test box. */
export function SpamListScreen({ kind, words: w }: { kind: SpamListKind; words: SpamListWords }) {
  const locale = useSiteLocale();
  const config = LISTS[kind];
  const { resource, field } = config;
  const label = resource.fields[0]?.label ?? field;
  const api = useAdminApi();
  const toast = useAdminToast();
  const params = useListParams();
  const form = useFormErrors();
  const formId = `add-${kind}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<Entry | null>(null);
  useUnsavedChanges(value.trim() !== '');

  const search = params.get('search');
  const query = { search, page: params.page, limit: params.limit };
  const { data, isLoading, error, reload } = useAdminData(
    `${kind}:${JSON.stringify(query)}`,
    (admin) =>
      admin.list(resource, query) as Promise<{
        data: Entry[];
        meta: { pagination: { page: { current: number; count: number }; per_page: number; total: number } };
      }>,
  );

  const handleAdd = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { [field]: value };
    if (resource.schemas.create && !form.check(resource.schemas.create, { [resource.wrapper]: fields }))
      return;
    setIsAdding(true);
    try {
      const created = (await api.create(resource, fields)) as Entry;
      form.clear();
      setValue('');
      toast.success(fill(w.added, { value: String(created[field]) }));
      reload();
      inputRef.current?.focus();
    } catch (failure) {
      form.fromApiError(failure);
    } finally {
      setIsAdding(false);
    }
  };

  const handleRemove = async (entry: Entry) => {
    try {
      await api.remove(resource, entry.id);
      toast.success(fill(w.removed, { value: String(entry[field]) }));
      setRemoving(null);
      reload();
    } catch (failure) {
      toast.error(fill(w.notRemoved, { value: String(entry[field]) }), failure);
    }
  };

  const columns: DataTableColumn<Entry>[] = [
    {
      key: field,
      label,
      isRowHeader: true,
      render: (entry) => <span className={styles.value}>{String(entry[field])}</span>,
    },
    { key: 'created_at', label: w.colAdded, render: (entry) => formatDate(entry.created_at, locale) },
    {
      key: 'remove',
      label: w.remove,
      render: (entry) => (
        <Button size="small" variant="secondary" onClick={() => setRemoving(entry)}>
          {w.remove}
          <span className="visually-hidden"> {String(entry[field])}</span>
        </Button>
      ),
    },
  ];

  return (
    <>
      <p className={styles.lede}>{w.lede}</p>
      <form id={formId} className={styles.addForm} onSubmit={handleAdd} noValidate aria-label={w.addLabel}>
        <FormErrorSummary formId={formId} errors={form.errors} labels={{ [field]: label }} />
        <Field formId={formId} name={field} label={label} help={w.help} error={form.of(field)} required>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              type="text"
              autoComplete="off"
              placeholder={config.placeholder}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </Field>
        <Button
          type="submit"
          className={styles.addButton}
          state={isAdding ? 'loading' : 'default'}
          stateLabel={w.adding}
        >
          {w.addButton}
        </Button>
      </form>

      <FilterBar search={{ param: 'search', label: w.search }} />
      {error && !data ? <AdminLoadFailure what={w.theList} onRetry={reload} /> : null}
      <DataTable
        caption={resource.label.many}
        columns={columns}
        rows={data?.data ?? []}
        rowId={(entry) => String(entry.id)}
        isLoading={isLoading}
        empty={<AdminEmptyState words={w.empty} isFiltered={Boolean(search)} />}
      />
      {data ? (
        <ListPagination
          meta={data.meta.pagination}
          noun={{ one: 'Entry', many: 'Entries' }}
          words={w.count}
        />
      ) : null}

      <SpamTestBox words={w.test} />

      <ConfirmDialog
        open={removing !== null}
        title={fill(w.removeTitle, { value: removing ? String(removing[field]) : '' })}
        consequences={<p>{removing ? fill(w.removal, { value: String(removing[field]) }) : null}</p>}
        confirmLabel={w.removeConfirm}
        isDestructive
        onConfirm={() => (removing ? handleRemove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
