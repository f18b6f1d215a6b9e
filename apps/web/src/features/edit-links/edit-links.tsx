'use client';
// "Edit" and "Admin page" links on a public content page (issue #11; community-app §2 link rules: the edit page is
// /community/{type plural}/{slug}/edit, the admin page /community/admin/{type plural}/{id}). The page is cached and
// the same for every reader, so the links are decided here, in the reader's browser, by the rules of @reef/core:
// "Edit" when `can(member, 'update', object)` (its author while they may still edit it, or its managers), the admin
// page when the member may open that admin section. The API refuses the edit itself to anyone else.
import type { EditLinkWords } from '@/features/votes/action-words';
import { adminContentPath, can, contentEditPath, type SubjectType } from '@reef/core';
import { adminSectionAccess } from '@/features/admin/sidebar-table';
import Link from '@/components/ui/link';
import { sessionActor, useSession, type SessionUser } from '@/features/auth/session-provider';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import styles from './edit-links.module.css';

/** Content types whose public edit page exists (app/community/{type plural}/[slug]/edit). */
export const EDIT_PAGE_TYPES = ['tutorial', 'question', 'tool'] as const;
/** Content types whose admin page exists (app/community/admin/{type plural}/[id]). */
export const ADMIN_PAGE_TYPES = ['tutorial'] as const;

/** The object a page shows, as the rules see it. */
export type EditableObject = {
  type: SubjectType;
  id: number;
  slug: string;
  authorId: number | null | undefined;
  status: string;
};

/** Which of the two links a member gets for an object. */
export function editLinksFor(user: SessionUser | null, object: EditableObject) {
  const actor = sessionActor(user);
  const subject = { type: object.type, ownerId: object.authorId ?? null, status: object.status };
  const editPath = (EDIT_PAGE_TYPES as readonly string[]).includes(object.type)
    ? contentEditPath(object.type, object.slug)
    : null;
  const adminPath = (ADMIN_PAGE_TYPES as readonly string[]).includes(object.type)
    ? adminContentPath(object.type, object.id)
    : null;
  return {
    edit: editPath && can(actor, 'update', subject) ? editPath : null,
    admin:
      adminPath && user && user.permissions.hasAny(adminSectionAccess(adminPath).anyOf) ? adminPath : null,
  };
}

/** The links, or nothing for readers who may use neither. `label` names the object for screen readers. */
export function EditLinks({
  object,
  label,
  words,
}: {
  object: EditableObject;
  label: string;
  /** The links' words in the page's language, the item named in them (English and `label` without them). */
  words?: EditLinkWords;
}) {
  const { status, user } = useSession();
  if (status !== 'signed-in') return null;
  const links = editLinksFor(user, object);
  if (!links.edit && !links.admin) return null;
  return (
    <ul className={styles.links} aria-label={words?.manage ?? `Manage ${label}`}>
      {links.edit ? (
        <li>
          <Link href={links.edit} className={outlineLinkClassName()}>
            {words?.edit ?? 'Edit'}
            <span className="visually-hidden"> {words?.editTarget ?? label}</span>
          </Link>
        </li>
      ) : null}
      {links.admin ? (
        <li>
          <Link href={links.admin} className={outlineLinkClassName()}>
            {words?.adminPage ?? 'Admin page'}
            <span className="visually-hidden"> {words?.adminTarget ?? `of ${label}`}</span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
