'use client';
// /community/admin/custom_tokens: tokens for scripts and integrations. The list comes from the descriptor (all
// tokens for administrators, their own for other holders); a new token's secret is shown once, with a copy button,
// and never again (the API keeps only its hash); revoking asks first and says what stops working.
import { createCustomToken, revokeCustomToken, type CreatedCustomToken } from '@reef/client';
import { customTokenCreateBody, customTokenResource, Permissions, type PermissionFlag } from '@reef/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { useAdminMember } from '../shell/admin-gate';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type DataTableColumn } from '../kit/data-table';
import { AdminEmptyState } from '../kit/empty-state';
import { FormErrorSummary, useFormErrors } from '../kit/field';
import { ListPagination } from '../kit/list-pagination';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useListParams } from '../kit/use-list-params';
import { useUnsavedChanges } from '../kit/use-unsaved-changes';
import { FieldInput } from '../generic/field-input';
import { formatValue } from '../generic/format';
import { fieldLabel } from '../generic/resource-meta';
import type { FormValues } from '../generic/form-values';
import { toBodyValue } from '../generic/form-values';
import styles from '../kit/admin.module.css';

type Token = Record<string, unknown> & { id: number; name: string; revoked_at: string | null };
type TokenPage = {
  data: Token[];
  meta: { pagination: { page: { current: number; count: number }; per_page: number; total: number } };
};

const EMPTY: FormValues = { name: '', permissions: [] as PermissionFlag[], expires_at: '' };

/** The custom tokens section. */
export function CustomTokensScreen() {
  const member = useAdminMember();
  const api = useAdminApi();
  const toast = useAdminToast();
  const params = useListParams();
  const form = useFormErrors();
  const formId = useId().replace(/:/g, '');
  const query = { page: params.page, limit: params.limit };
  const list = useAdminData(JSON.stringify(query), (admin) =>
    admin.list(customTokenResource, query).then((page) => page as unknown as TokenPage),
  );
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [created, setCreated] = useState<CreatedCustomToken | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const secretHeading = useRef<HTMLHeadingElement>(null);
  const fields = customTokenResource.fields;
  const isDirty =
    values.name !== '' || (values.permissions as PermissionFlag[]).length > 0 || values.expires_at !== '';
  useUnsavedChanges(isDirty && !isSaving);

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    const body = {
      name: String(values.name).trim(),
      permissions: Permissions.from(values.permissions as PermissionFlag[]).toString(),
      expires_at: toBodyValue(
        fields.find((f) => f.name === 'expires_at')!,
        values.expires_at ?? '',
      ) as string | null,
    };
    if (!form.check(customTokenCreateBody, { custom_token: body })) return;
    if (body.permissions === '0') {
      form.fromFieldErrors({ permissions: 'Choose at least one permission' });
      return;
    }
    setIsSaving(true);
    try {
      const token = await createCustomToken(api.ctx, body);
      setCreated(token);
      setValues(EMPTY);
      list.reload();
      toast.success(`Token ${token.name} created. Copy it now: it is shown only once.`);
      requestAnimationFrame(() => secretHeading.current?.focus());
    } catch (error) {
      form.fromApiError(error);
      toast.error('The token was not created.', error);
    } finally {
      setIsSaving(false);
    }
  };

  const columns: DataTableColumn<Token>[] = [
    ...customTokenResource.columns.map((column, index) => ({
      key: column,
      label: fieldLabel(customTokenResource, column),
      isRowHeader: index === 0,
      render: (token: Token) => formatValue(column, token[column]),
    })),
    {
      key: 'permissions',
      label: 'Permissions',
      render: (token: Token) => Permissions.from(String(token.permissions)).toArray().join(', ') || '—',
    },
    {
      key: 'actions',
      label: 'Actions',
      render: (token: Token) =>
        token.revoked_at ? (
          'Revoked'
        ) : (
          <Button size="small" variant="secondary" onClick={() => setRevoking(token)}>
            Revoke <span className="visually-hidden">token {token.name}</span>
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeading
        title="Custom tokens"
        lede="Bearer tokens for scripts and integrations. A token carries at most the permissions of the person who made it, and loses any they lose later."
      />
      {created ? (
        <section className={styles.secret} aria-labelledby="token-secret-title">
          <h2 id="token-secret-title" ref={secretHeading} tabIndex={-1}>
            Copy the token {created.name} now
          </h2>
          <p>
            This is the only time it is shown. The site keeps only a fingerprint of it, so it cannot be shown
            again.
          </p>
          <div className={styles.secretRow}>
            <label htmlFor="token-secret" className="visually-hidden">
              Token {created.name}
            </label>
            <input
              id="token-secret"
              readOnly
              value={created.token}
              onFocus={(event) => event.target.select()}
            />
            <CopyButton text={created.token} selectTargetId="token-secret" />
          </div>
          <Button variant="secondary" size="small" onClick={() => setCreated(null)}>
            I have copied it
          </Button>
        </section>
      ) : null}
      <section aria-labelledby="new-token-title" className={styles.block}>
        <h2 id="new-token-title" className={styles.blockTitle}>
          New token
        </h2>
        <form id={formId} noValidate onSubmit={handleCreate} className={styles.form}>
          <FormErrorSummary
            formId={formId}
            errors={form.errors}
            labels={Object.fromEntries(fields.map((field) => [field.name, field.label]))}
          />
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              formId={formId}
              field={field}
              value={values[field.name]!}
              error={form.of(field.name)}
              grantable={member.permissions}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel="Creating…">
            Create token
          </Button>
        </form>
      </section>
      <section aria-labelledby="tokens-title" className={styles.block}>
        <h2 id="tokens-title" className={styles.blockTitle}>
          {member.permissions.has('ADMINISTRATOR', false) ? 'Every token' : 'Your tokens'}
        </h2>
        {list.data || !list.isLoading ? (
          <DataTable
            caption="Custom tokens"
            columns={columns}
            rows={list.data?.data ?? []}
            rowId={(token) => String(token.id)}
            isLoading={list.isLoading}
            empty={<AdminEmptyState noun="custom tokens" />}
          />
        ) : (
          <p role="status">Loading tokens…</p>
        )}
        {list.data ? (
          <ListPagination meta={list.data.meta.pagination} noun={customTokenResource.label} />
        ) : null}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke token ${revoking?.name ?? ''}?`}
        consequences={
          <p>
            Every request made with <strong>{revoking?.name}</strong> is refused from now on (401). Scripts
            using it stop working until they get a new token. This cannot be undone.
          </p>
        }
        confirmLabel="Revoke token"
        isDestructive
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revokeCustomToken(api.ctx, revoking.id);
            toast.success(`Token ${revoking.name} revoked.`);
            list.reload();
          } catch (error) {
            toast.error(`Token ${revoking.name} was not revoked.`, error);
          } finally {
            setRevoking(null);
          }
        }}
      />
    </>
  );
}
