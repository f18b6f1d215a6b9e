'use client';
// Pages that write ask the rules of @reef/core before they show their form (issue #11): a member who may not create
// the thing (or edit this object) is told why and what to do, instead of typing a whole tutorial that then fails on
// save. The API still refuses the write (the same rule); this only spares the member the surprise. While the
// session loads, and for a signed-out visitor, the form itself decides (it keeps what was typed and offers to sign
// in).
import {
  denialOf,
  PERMISSION_DESCRIPTIONS,
  type Action,
  type Denial,
  type PermissionFlag,
  type Subject,
  type SubjectType,
} from '@reef/core';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { sessionActor, useSession } from './session-provider';
import styles from './create-gate.module.css';

/** What the page says when the member may not: the heading, how the permission is given, and the ways on. */
export type CreateGateCopy = {
  /** "You cannot write tutorials yet". */
  title: string;
  /** Said after the missing permission: how it is given, what the member can do meanwhile. */
  explanation: string;
  /** Where to go from here. */
  links: readonly { href: string; label: string }[];
};

function flagList(flags: readonly PermissionFlag[]): ReactNode {
  return flags.map((flag, index) => (
    <span key={flag}>
      {index > 0 ? (index === flags.length - 1 ? ' or ' : ', ') : null}
      <code>{flag}</code> ({PERMISSION_DESCRIPTIONS[flag].toLowerCase()})
    </span>
  ));
}

/** The reason a member may not, with the ways on (a section of its own, titled by `copy.title`). */
export function DenialNotice({
  denial,
  slug,
  copy,
}: {
  denial: Exclude<Denial, { reason: 'signed-out' }>;
  slug: string;
  copy: CreateGateCopy;
}) {
  return (
    <section className={styles.gate} aria-labelledby="denial-title" data-denial={denial.reason}>
      <h2 id="denial-title" className={styles.title}>
        {copy.title}
      </h2>
      <p>
        {denial.reason === 'missing-permission' ? (
          <>
            It needs the permission {flagList(denial.anyOf)}, and your account (<strong>@{slug}</strong>) does
            not hold it.{' '}
          </>
        ) : (
          <>
            Your account (<strong>@{slug}</strong>) may not do this.{' '}
          </>
        )}
        {copy.explanation}
      </p>
      {copy.links.length > 0 ? (
        <ul className={styles.links}>
          {copy.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** `children` when the signed-in member may do `action` to `subject`; otherwise the reason and the ways on. */
export function RuleGate({
  action,
  subject,
  copy,
  children,
}: {
  action: Action;
  subject: Subject;
  copy: CreateGateCopy;
  children: ReactNode;
}) {
  const { status, user } = useSession();
  if (status !== 'signed-in' || !user) return <>{children}</>;
  const denial = denialOf(sessionActor(user), action, subject);
  if (!denial || denial.reason === 'signed-out') return <>{children}</>;
  return <DenialNotice denial={denial} slug={user.slug} copy={copy} />;
}

/** The create form (`children`) when the member may create `type`; otherwise why not. */
export function CreateGate({
  type,
  copy,
  children,
}: {
  type: SubjectType;
  copy: CreateGateCopy;
  children: ReactNode;
}) {
  return (
    <RuleGate action="create" subject={{ type }} copy={copy}>
      {children}
    </RuleGate>
  );
}
