// The types of the generic screens' addressing of a resource (screens.ts holds the sections themselves).
import type { AdminField, AdminResource, Permissions } from '@reef/core';
import type { SessionUser } from '@/features/auth/session-provider';
import type { ReactNode } from 'react';
import type { FormValue, FormValues } from './form-values';
import type { SectionWords } from './section-words';

/** An object of any resource, as the generic screens handle it. */
export type AdminItem = Record<string, unknown> & { id: number };

/** How the generic screens address one resource. */
export type ResourceScreens = {
  resource: AdminResource;
  /** The object's admin page. */
  detailHref: (item: AdminItem) => string;
  editHref: (item: AdminItem) => string;
  /** The create page, when the resource creates. */
  newHref?: string;
  /** The object's page on the site. */
  publicHref?: (item: AdminItem) => string | null;
  /** How a row is named ("tag ruby"). */
  title: (item: AdminItem) => string;
  /** Form values from the object where its JSON differs from the body's fields. */
  formValues?: (item: AdminItem) => Record<string, unknown>;
  /** A control of its own for a field (the top bar's messages instead of JSON); undefined keeps the generic one. */
  renderField?: (field: AdminField, props: FieldRenderProps) => ReactNode | undefined;
  /** Problems found before sending, by field name (a global content's data against its key's shape). */
  checkValues?: (values: FormValues, words: SectionWords['problems']) => Record<string, string> | null;
  /** How a long field shows on the object's admin page; undefined keeps the generic one. */
  renderDetail?: (field: AdminField, item: AdminItem) => ReactNode | undefined;
  /** The flags a `permissions` field lets this editor tick (default: the flags they hold, groups included). */
  grantable?: (editor: SessionUser) => Permissions;
};

/** What a screen's own control of a field gets. */
export type FieldRenderProps = {
  formId: string;
  value: FormValue;
  /** Every value of the form (a control may depend on another field, as data on the key). */
  values: FormValues;
  error?: string;
  onChange: (value: FormValue) => void;
  /** The saved object being edited (none on create): a control may show what the read says of it (its family). */
  item?: AdminItem;
  /** Sets several values at once (a new translation starts from its original's values). */
  onChangeValues?: (values: FormValues) => void;
};
