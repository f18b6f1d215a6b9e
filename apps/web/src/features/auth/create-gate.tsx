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
import { Fragment, type ReactNode } from 'react';
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
  /** The reason in the page's language (denialWords() of create-gate-words.ts); English without it. */
  reason?: DenialWords;
};

/** The sentence of the reason, with `{flags}` and `{account}` where the permissions and the account go. */
export type DenialWords = {
  missingPermission: string;
  notAllowed: string;
  /** Between two permissions, and before the last one. */
  comma: string;
  or: string;
  /** A permission's description as it sits in the sentence (English, lowercased, where none is given). */
  permissions: Partial<Record<PermissionFlag, string>>;
};

const ENGLISH_DENIAL: DenialWords = {
  missingPermission: 'It needs the permission {flags}, and your account ({account}) does not hold it.',
  notAllowed: 'Your account ({account}) may not do this.',
  comma: ', ',
  or: ' or ',
  permissions: {},
};

function flagList(flags: readonly PermissionFlag[], words: DenialWords): ReactNode {
  return flags.map((flag, index) => (
    <span key={flag}>
      {index > 0 ? (index === flags.length - 1 ? words.or : words.comma) : null}
      <code>{flag}</code> ({words.permissions[flag] ?? PERMISSION_DESCRIPTIONS[flag].toLowerCase()})
    </span>
  ));
}

/** `template` with its `{name}` arguments replaced by `nodes`, in whatever order the language puts them. */
function withNodes(template: string, nodes: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name && name in nodes ? <Fragment key={index}>{nodes[name]}</Fragment> : piece;
  });
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
  const words = copy.reason ?? ENGLISH_DENIAL;
  const account = <strong>@{slug}</strong>;
  return (
    <section className={styles.gate} aria-labelledby="denial-title" data-denial={denial.reason}>
      <h2 id="denial-title" className={styles.title}>
        {copy.title}
      </h2>
      <p>
        {denial.reason === 'missing-permission'
          ? withNodes(words.missingPermission, { flags: flagList(denial.anyOf, words), account })
          : withNodes(words.notAllowed, { account })}{' '}
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
