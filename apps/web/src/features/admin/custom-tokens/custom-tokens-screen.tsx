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
import { fill, fillNodes } from '../shell/admin-words';
import type { CustomTokensWords } from './custom-tokens-words';

type Token = Record<string, unknown> & { id: number; name: string; revoked_at: string | null };
type TokenPage = {
  data: Token[];
  meta: { pagination: { page: { current: number; count: number }; per_page: number; total: number } };
};

const EMPTY: FormValues = { name: '', permissions: [] as PermissionFlag[], expires_at: '' };

/** The custom tokens section. */
export function CustomTokensScreen({ words: w }: { words: CustomTokensWords }) {
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
      form.fromFieldErrors({ permissions: w.choosePermission });
      return;
    }
    setIsSaving(true);
    try {
      const token = await createCustomToken(api.ctx, body);
      setCreated(token);
      setValues(EMPTY);
      list.reload();
      toast.success(fill(w.created, { name: token.name }));
      requestAnimationFrame(() => secretHeading.current?.focus());
    } catch (error) {
      form.fromApiError(error);
      toast.error(w.notCreated, error);
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
      label: w.colPermissions,
      render: (token: Token) => Permissions.from(String(token.permissions)).toArray().join(', ') || '—',
    },
    {
      key: 'actions',
      label: w.colActions,
      render: (token: Token) =>
        token.revoked_at ? (
          w.revoked
        ) : (
          <Button size="small" variant="secondary" onClick={() => setRevoking(token)}>
            {w.revoke} <span className="visually-hidden">{fill(w.revokeHidden, { name: token.name })}</span>
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeading title={w.title} lede={w.lede} />
      {created ? (
        <section className={styles.secret} aria-labelledby="token-secret-title">
          <h2 id="token-secret-title" ref={secretHeading} tabIndex={-1}>
            {fill(w.copyTitle, { name: created.name })}
          </h2>
          <p>{w.copyText}</p>
          <div className={styles.secretRow}>
            <label htmlFor="token-secret" className="visually-hidden">
              {fill(w.tokenLabel, { name: created.name })}
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
            {w.copied}
          </Button>
        </section>
      ) : null}
      <section aria-labelledby="new-token-title" className={styles.block}>
        <h2 id="new-token-title" className={styles.blockTitle}>
          {w.newToken}
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
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel={w.creating}>
            {w.create}
          </Button>
        </form>
      </section>
      <section aria-labelledby="tokens-title" className={styles.block}>
        <h2 id="tokens-title" className={styles.blockTitle}>
          {member.permissions.has('ADMINISTRATOR', false) ? w.every : w.yours}
        </h2>
        {list.data || !list.isLoading ? (
          <DataTable
            caption={w.title}
            columns={columns}
            rows={list.data?.data ?? []}
            rowId={(token) => String(token.id)}
            isLoading={list.isLoading}
            empty={<AdminEmptyState words={w.empty} />}
          />
        ) : (
          <p role="status">{w.loading}</p>
        )}
        {list.data ? (
          <ListPagination meta={list.data.meta.pagination} noun={customTokenResource.label} words={w.count} />
        ) : null}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={fill(w.revokeTitle, { name: revoking?.name ?? '' })}
        consequences={<p>{fillNodes(w.revokeText, { name: <strong>{revoking?.name}</strong> })}</p>}
        confirmLabel={w.revokeConfirm}
        isDestructive
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revokeCustomToken(api.ctx, revoking.id);
            toast.success(fill(w.revokedDone, { name: revoking.name }));
            list.reload();
          } catch (error) {
            toast.error(fill(w.notRevoked, { name: revoking.name }), error);
          } finally {
            setRevoking(null);
          }
        }}
      />
    </>
  );
}
