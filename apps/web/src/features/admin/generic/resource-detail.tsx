'use client';
// The generic admin page of one object, its edit page and its create page. The object is read with the admin's
// token (every state), its fields shown as a description list, with links to edit it and to its page on the site,
// and a delete that says what will happen first.
import { isAuditTrailSubject } from '@reef/core';
import { HttpError } from '@reef/client';
import { useRouter } from '@/i18n/use-router';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { ButtonLink } from '@/components/ui/button/button-link';
import { AuditTrail } from '../audit';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useAdminApi, useAdminData, type AdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { formatValue } from './format';
import { fieldLabel } from './resource-meta';
import { ResourceForm } from './resource-form';
import type { AdminItem, ResourceScreens } from './screens';
import styles from './generic.module.css';
import { useGenericWords } from './generic-words';
import { fillInNodes } from './words';

/** Reads one object of a resource by its id (or key). */
export function useAdminItem(screens: ResourceScreens, id: string): AdminData<AdminItem> {
  return useAdminData(`${screens.resource.name}:${id}`, (api) =>
    api.find(screens.resource, id).then((item) => item as AdminItem),
  );
}

/** What a page shows while the object loads or when it cannot be read. */
function ItemState({ screens, state }: { screens: ResourceScreens; state: AdminData<AdminItem> }) {
  const { say } = useGenericWords(screens.resource);
  if (state.error instanceof HttpError && state.error.status === 404)
    return (
      <>
        <AdminPageHeading title={say('notFoundTitle')} />
        <p>{say('notFound')}</p>
      </>
    );
  if (state.error)
    return (
      <p role="alert" className={styles.error}>
        {say('itemError')}
      </p>
    );
  return <p role="status">{say('itemLoading')}</p>;
}

/** The admin page of one object; `children` adds panels below its fields (a distribution's versions). */
export function ResourceDetail({
  screens,
  id,
  children,
}: {
  screens: ResourceScreens;
  id: string;
  children?: (item: AdminItem, reload: () => void) => ReactNode;
}) {
  const state = useAdminItem(screens, id);
  const api = useAdminApi();
  const toast = useAdminToast();
  const router = useRouter();
  const [isConfirming, setIsConfirming] = useState(false);
  const { resource } = screens;
  const { names: resourceNames, messages, say, field: fieldText } = useGenericWords(resource);
  const item = state.data;
  if (!item) return <ItemState screens={screens} state={state} />;

  const title = screens.title(item);
  const yesNo = { yes: messages.yes, no: messages.no, none: messages.none };
  const publicHref = screens.publicHref?.(item);
  const names = [...new Set([...resource.columns, ...resource.fields.map((field) => field.name)])].filter(
    (name) =>
      name in item && !['body', 'description', 'rules', 'data', 'items', 'slices', 'members'].includes(name),
  );
  const long = resource.fields.filter(
    (field) => ['textarea', 'markdown', 'json', 'list'].includes(field.input) && field.name in item,
  );

  return (
    <>
      <AdminPageHeading
        title={title}
        actions={
          <>
            {resource.operations.update ? (
              <ButtonLink href={screens.editHref(item)}>{messages.edit}</ButtonLink>
            ) : null}
            {publicHref ? (
              <ButtonLink href={publicHref} variant="secondary">
                {messages.viewOnSite}
              </ButtonLink>
            ) : null}
            {resource.operations.delete ? (
              <Button variant="secondary" onClick={() => setIsConfirming(true)}>
                {messages.delete}
              </Button>
            ) : null}
          </>
        }
      />
      <dl className={styles.facts}>
        {names.map((name) => (
          <div key={name}>
            <dt>{fieldText(fieldLabel(resource, name))}</dt>
            <dd>{formatValue(name, item[name], yesNo)}</dd>
          </div>
        ))}
      </dl>
      {long.map((field) => (
        <section key={field.name} aria-labelledby={`detail-${field.name}`} className={styles.block}>
          <h2 id={`detail-${field.name}`} className={styles.blockTitle}>
            {fieldText(field.label)}
          </h2>
          {screens.renderDetail?.(field, item) ??
            (field.input === 'json' || field.input === 'list' ? (
              <pre className={styles.code}>{JSON.stringify(item[field.name], null, 2)}</pre>
            ) : (
              <p className={styles.text}>{String(item[field.name] || '—')}</p>
            ))}
        </section>
      ))}
      {children?.(item, state.reload)}
      {isAuditTrailSubject(resource.name) ? (
        <AuditTrail subject={resource.name} id={item.id} refreshKey={item.updated_at} />
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={say('deleteTitle', { title })}
        consequences={
          <p>
            {fillInNodes(messages.deleteConsequence, {
              label: resourceNames.one,
              title: <strong>{title}</strong>,
            })}
          </p>
        }
        confirmLabel={say('deleteConfirm')}
        isDestructive
        onCancel={() => setIsConfirming(false)}
        onConfirm={async () => {
          try {
            await api.remove(resource, item.id);
            toast.success(say('deleted', { title }));
            router.push(resource.href);
          } catch (error) {
            toast.error(say('notDeleted', { title }), error);
          } finally {
            setIsConfirming(false);
          }
        }}
      />
    </>
  );
}

/** The edit page of one object. */
export function ResourceEdit({ screens, id }: { screens: ResourceScreens; id: string }) {
  const state = useAdminItem(screens, id);
  const { say } = useGenericWords(screens.resource);
  const item = state.data;
  if (!item) return <ItemState screens={screens} state={state} />;
  const title = screens.title(item);
  const detail = screens.detailHref(item);
  return (
    <>
      <AdminPageHeading
        title={say('editTitle', { title })}
        crumbs={detail === screens.editHref(item) ? [] : [{ label: title, href: detail }]}
      />
      <ResourceForm screens={screens} item={item} />
    </>
  );
}

/** The create page of a resource. */
export function ResourceCreate({ screens, lede }: { screens: ResourceScreens; lede?: ReactNode }) {
  const { say } = useGenericWords(screens.resource);
  return (
    <>
      <AdminPageHeading title={say('new')} lede={lede} />
      <ResourceForm screens={screens} />
    </>
  );
}
