'use client';
// /community/admin/distributions/{id}: the generic admin page of a distribution, with its versions: a table of
// them (each can be switched active or inactive) and a form that adds one. Versioned tutorial groups pick a
// distribution version for each tutorial.
import {
  addDistributionVersion,
  listDistributionVersions,
  updateDistributionVersion,
  type DistributionVersion,
} from '@reef/client';
import { distributionVersionBody } from '@reef/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable } from '../kit/data-table';
import { AdminEmptyState } from '../kit/empty-state';
import { Field, FormErrorSummary, useFormErrors } from '../kit/field';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { formatValue } from '../generic/format';
import { ResourceDetail } from '../generic/resource-detail';
import { RESOURCE_SCREENS, type AdminItem } from '../generic/screens';
import styles from '../kit/admin.module.css';
import { fillIn } from '../generic/words';
import { useSectionWords } from '../generic/section-words';

function VersionsPanel({ distribution }: { distribution: AdminItem }) {
  const w = useSectionWords().distributions;
  const api = useAdminApi();
  const toast = useAdminToast();
  const form = useFormErrors();
  const formId = useId().replace(/:/g, '');
  const versions = useAdminData(`versions:${distribution.id}`, (admin) =>
    listDistributionVersions(admin.ctx, distribution.id),
  );
  const [version, setVersion] = useState('');
  const [name, setName] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const title = String(distribution.name);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    const body = { version: { version: version.trim(), name: name.trim(), is_active: true } };
    if (!form.check(distributionVersionBody, body)) return;
    setIsSaving(true);
    try {
      await addDistributionVersion(api.ctx, distribution.id, body.version);
      toast.success(fillIn(w.added, { title, version: body.version.version }));
      setVersion('');
      setName('');
      versions.reload();
    } catch (error) {
      form.fromApiError(error);
      toast.error(w.notAdded, error);
    } finally {
      setIsSaving(false);
    }
  };

  const toggle = async (row: DistributionVersion) => {
    try {
      await updateDistributionVersion(api.ctx, distribution.id, row.version, { is_active: !row.is_active });
      toast.success(fillIn(row.is_active ? w.nowInactive : w.nowActive, { title, version: row.version }));
      versions.reload();
    } catch (error) {
      toast.error(fillIn(w.notChanged, { title, version: row.version }), error);
    }
  };

  return (
    <section aria-labelledby="versions-title" className={styles.blockBelow}>
      <h2 id="versions-title" className={styles.blockTitle}>
        {w.versions}
      </h2>
      <DataTable<DistributionVersion>
        caption={fillIn(w.caption, { title })}
        rows={versions.data ?? []}
        rowId={(row) => String(row.id)}
        isLoading={versions.isLoading}
        empty={<AdminEmptyState noun="versions" />}
        columns={[
          { key: 'version', label: w.version, isRowHeader: true },
          { key: 'name', label: w.name },
          {
            key: 'is_active',
            label: w.active,
            render: (row) => (
              <button
                type="button"
                role="switch"
                aria-checked={row.is_active}
                aria-label={`${title} ${row.version} active`}
                className={styles.switch}
                onClick={() => void toggle(row)}
              >
                {row.is_active ? w.activeState : w.inactiveState}
              </button>
            ),
          },
          {
            key: 'created_at',
            label: w.addedCol,
            render: (row) => formatValue('created_at', row.created_at),
          },
        ]}
      />
      <form id={formId} noValidate onSubmit={add} aria-label={w.formLabel}>
        <FormErrorSummary
          formId={formId}
          errors={form.errors}
          labels={{ version: w.version, name: w.name }}
        />
        <div className={styles.inlineForm}>
          <Field formId={formId} name="version" label={w.version} required error={form.of('version')}>
            {(control) => (
              <input {...control} value={version} onChange={(event) => setVersion(event.target.value)} />
            )}
          </Field>
          <Field formId={formId} name="name" label={w.name} help={w.nameHelp} error={form.of('name')}>
            {(control) => (
              <input {...control} value={name} onChange={(event) => setName(event.target.value)} />
            )}
          </Field>
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel={w.adding}>
            {w.addVersion}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The admin page of a distribution with its versions. */
export function DistributionDetail({ id }: { id: string }) {
  return (
    <ResourceDetail screens={RESOURCE_SCREENS.distribution} id={id}>
      {(distribution) => <VersionsPanel distribution={distribution} />}
    </ResourceDetail>
  );
}
